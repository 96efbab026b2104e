import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { Breadcrumb } from '../../components/breadcrumb';
import { QueryError } from '../../components/query-error';
import { Tabs } from '../../components/tabs';
import {
  ProductDescription,
  ProductDetailSkeleton,
  ProductReviews,
  useProduct,
} from '../../features/catalogue';
import { DeliveryCheck } from '../../features/delivery';
import { useAuth } from '../../features/auth';
import { ApiError } from '../../lib/api-client';
import { ProductPurchase } from '../catalogue/product-purchase';
import { ReviewSignIn } from '../catalogue/review-sign-in';
import { RelatedProducts } from '../catalogue/related-products';

/** /product/{slug}: the product, its description and reviews, and related products. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  const { user } = useAuth();

  // An unknown (or malformed) product id goes home without a word (spec §8).
  if (
    product.error instanceof ApiError &&
    (product.error.status === 404 || product.error.status === 400)
  ) {
    return <Navigate to={paths.home} replace />;
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
            <div className="mt-14">
              <Tabs
                // Another product starts again on its description.
                key={product.data.id}
                label="Product information"
                tabs={[
                  {
                    id: 'description',
                    title: 'Description',
                    content: <ProductDescription product={product.data} />,
                  },
                  {
                    id: 'reviews',
                    title: `Reviews (${product.data.reviewCount})`,
                    content: (
                      <ProductReviews
                        slug={product.data.id}
                        productName={product.data.name}
                        reviewer={user}
                        signIn={<ReviewSignIn />}
                      />
                    ),
                  },
                ]}
              />
            </div>
            <RelatedProducts slug={product.data.id} />
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
