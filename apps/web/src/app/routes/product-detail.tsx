import { ArrowLeft } from 'lucide-react';
import { lazy } from 'react';
import { Link, Navigate, useLocation, useParams } from '../../lib/router';
import { Deferred } from '../../components/deferred';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { Breadcrumb } from '../../components/breadcrumb';
import { QueryError } from '../../components/query-error';
import {
  ProductDetailSkeleton,
  useProduct,
  type ProductUnavailableState,
} from '../../features/catalogue';
import { DeliveryCheck } from '../../features/delivery';
import { ApiError } from '../../lib/api-client';
import { ProductPurchase } from '../catalogue/product-purchase';

/**
 * The description, reviews and related products: below the fold, in a chunk of their own that
 * loads with the page and hydrates after it.
 */
const ProductInformation = lazy(() => import('../catalogue/product-information'));

/** /product/{slug}: the product, its description and reviews, and related products. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { search, hash } = useLocation();
  const product = useProduct(slug);

  // An unknown (or malformed) product id goes home, as the specification has it (§8), where the
  // shopper is told the product is gone and offered search.
  if (
    product.error instanceof ApiError &&
    (product.error.status === 404 || product.error.status === 400)
  ) {
    const gone: ProductUnavailableState = { productUnavailable: true };
    return <Navigate to={paths.home} replace state={gone} />;
  }
  // A renamed product's old address: its page is at the new one (the server redirects there too).
  if (product.data && product.data.id !== slug) {
    return <Navigate to={`${paths.product(product.data.id)}${search}${hash}`} replace />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {product.data ? (
        <PageMeta title={product.data.name} description={product.data.description} />
      ) : (
        <PageMeta title="Product" />
      )}
      <Breadcrumb
        items={[
          { label: 'Home', to: paths.home },
          { label: 'Products', to: paths.productList },
          { label: product.data?.name ?? '…' },
        ]}
      />
      <div className="mt-6">
        {product.isPending ? (
          <ProductDetailSkeleton />
        ) : product.isError ? (
          <QueryError
            error={product.error}
            onRetry={() => void product.refetch()}
            what="this product"
          />
        ) : (
          <>
            <ProductPurchase
              product={product.data}
              footer={<DeliveryCheck total={product.data.price} />}
            />
            <Deferred>
              <ProductInformation product={product.data} />
            </Deferred>
          </>
        )}
      </div>
      <div className="mt-12">
        <Link to={paths.productList} className="btn-outline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
