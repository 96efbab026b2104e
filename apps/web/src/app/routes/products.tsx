import { ArrowRight } from 'lucide-react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { SmartImage } from '../../components/smart-image';
import { paths } from '../../config/paths';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { RatingStars } from '../../components/rating-stars';
import { ProductDetailSkeleton, useProduct, useProducts } from '../../features/catalogue';
import { cn } from '../../lib/cn';
import { ProductPurchase } from '../catalogue/product-purchase';

const PAGE_SIZE = 12;

/**
 * /products: the catalogue on the left and the chosen product's detail beside it. The choice and
 * the page are in the URL (`?product=…&page=…`), so the view can be shared and reloaded.
 */
export default function ProductsPage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const list = useProducts({ page, pageSize: PAGE_SIZE });
  const selected = searchParams.get('product') ?? list.data?.items[0]?.id;
  const product = useProduct(selected);

  const hrefFor = (change: { product?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextPage = change.page ?? page;
    if (nextPage > 1) params.set('page', String(nextPage));
    if (change.product) params.set('product', change.product);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const showPanel = () => {
    if (window.matchMedia('(max-width: 1023px)').matches) {
      document.getElementById('product-panel')?.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <>
      <PageMeta {...PAGE_TEXT.products} />
      <PageHeader title="Products" subtitle="Choose a piece to see it in detail." />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Catalogue">
          {list.isPending ? (
            <div role="status" aria-label="Loading products" className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="h-24 animate-pulse rounded-xl bg-clay-100" />
              ))}
            </div>
          ) : list.isError ? (
            <QueryError
              error={list.error}
              onRetry={() => void list.refetch()}
              what="the products"
            />
          ) : (
            <>
              <ul aria-label="Products" className="grid gap-3 sm:grid-cols-2">
                {list.data.items.map((item) => {
                  const current = item.id === selected;
                  return (
                    <li key={item.id}>
                      <Link
                        to={hrefFor({ product: item.id })}
                        replace
                        onClick={showPanel}
                        aria-current={current ? 'true' : undefined}
                        className={cn(
                          'flex gap-3 rounded-xl bg-white p-3 ring-1 transition',
                          current ? 'ring-2 ring-clay-700' : 'ring-clay-100 hover:ring-clay-300',
                        )}
                      >
                        <SmartImage
                          src={item.image}
                          kind="product"
                          sizes="80px"
                          alt=""
                          width={80}
                          height={80}
                          className="size-20 shrink-0 rounded-lg object-cover"
                        />
                        <span className="min-w-0">
                          <span className="line-clamp-2 font-medium text-clay-900">
                            {item.name}
                          </span>
                          <span className="mt-1 block text-sm text-clay-700">
                            {formatInr(item.price)}
                          </span>
                          <RatingStars rating={item.rating} className="mt-1" />
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={list.data.page}
                totalPages={list.data.totalPages}
                hrefFor={(next) => hrefFor({ page: next })}
                className="mt-8"
              />
            </>
          )}
        </section>
        <section
          id="product-panel"
          aria-label="Product details"
          className="scroll-mt-28 self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-clay-100"
        >
          {!selected || product.isPending ? (
            <ProductDetailSkeleton />
          ) : product.isError ? (
            <QueryError
              error={product.error}
              onRetry={() => void product.refetch()}
              what="this product"
            />
          ) : (
            <ProductPurchase
              product={product.data}
              headingLevel={2}
              compact
              footer={
                <Link
                  to={paths.product(product.data.id)}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-terracotta hover:underline"
                >
                  View full details
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              }
            />
          )}
        </section>
      </div>
    </>
  );
}
