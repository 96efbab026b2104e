import { Navigate, useLocation } from '../../lib/router';
import { PageHeader } from '../../components/page-header';
import { collectionPageText } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { COLLECTIONS, paths } from '../../config/paths';
import { ProductGrid, useProducts } from '../../features/catalogue';
import { ShopProductCard, type PlaceRules } from '../catalogue/product-actions';

const COLLECTION: PlaceRules = { toast: { autoClose: TOAST_MS.default } };
/** A collection holds a few dozen products at most; one page shows them all. */
const COLLECTION_PAGE_SIZE = 60;

/** One module serves the six collection pages; the path says which collection. */
export default function CollectionPage() {
  const { pathname } = useLocation();
  const collection = COLLECTIONS.find((entry) => entry.path === pathname.replace(/\/+$/, ''));
  const products = useProducts({
    category: collection?.key,
    pageSize: COLLECTION_PAGE_SIZE,
  });
  if (!collection) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageMeta {...collectionPageText(collection)} />
      <PageHeader
        title={collection.heading}
        subtitle={
          products.data
            ? `${products.data.total} handmade ${products.data.total === 1 ? 'piece' : 'pieces'}`
            : '\u00a0'
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ProductGrid
          label={collection.heading}
          heading="Products"
          products={products.data?.items}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => void products.refetch()}
          empty={
            <p className="py-16 text-center text-clay-700">No products in this collection yet.</p>
          }
        >
          {(product, index) => (
            <ShopProductCard product={product} rules={COLLECTION} priority={index < 5} />
          )}
        </ProductGrid>
      </div>
    </>
  );
}
