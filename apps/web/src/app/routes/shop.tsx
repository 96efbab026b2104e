import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useSearchParams } from '../../lib/router';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { Pagination } from '../../components/pagination';
import {
  ProductGrid,
  ShopFilterPanel,
  parseShopFilters,
  shopFiltersToParams,
  toProductListQuery,
  useCategoryOptions,
  useHighestPrice,
  useProducts,
  withShopFilter,
  type ShopFilters,
} from '../../features/catalogue';
import { cn } from '../../lib/cn';
import { ShopProductCard, type PlaceRules } from '../catalogue/product-actions';

/** Four rows of the five-column grid. */
const PAGE_SIZE = 20;
const SHOP: PlaceRules = { toast: { autoClose: TOAST_MS.shop } };

/** The shop list (/product and /shop): filters on the left, products on the right. */
export default function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = parseShopFilters(searchParams);
  const categories = useCategoryOptions();
  const highestPrice = useHighestPrice();
  const products = useProducts(toProductListQuery(filters, PAGE_SIZE));
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  const apply = (change: Partial<ShopFilters>) =>
    setSearchParams(shopFiltersToParams(withShopFilter(filters, change)), {
      replace: true,
    });
  const reset = () => setSearchParams(new URLSearchParams());
  const pageHref = (page: number) => {
    const query = shopFiltersToParams({ ...filters, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const data = products.data;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <>
      <PageMeta {...PAGE_TEXT.shop} />
      <PageHeader
        title="Shop"
        subtitle="Handmade lamps, baskets, vases and decor from artisans across India."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-4 lg:hidden">
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className="btn-outline"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {panelOpen ? 'Hide Filters' : 'Show Filters'}
          </button>
        </div>
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside
            id={panelId}
            aria-label="Product filters"
            className={cn(panelOpen ? 'block' : 'hidden', 'lg:block')}
          >
            <ShopFilterPanel
              filters={filters}
              categories={categories}
              highestPrice={highestPrice}
              onChange={apply}
              onReset={reset}
            />
          </aside>
          <section aria-label="Products" className="min-w-0">
            <p className="mb-4 text-sm text-clay-700" aria-live="polite">
              {data && data.total > 0
                ? `Showing ${first}–${last} of ${data.total} products`
                : '\u00a0'}
            </p>
            <div
              className={cn(
                'transition-opacity',
                products.isPlaceholderData && 'pointer-events-none opacity-60',
              )}
            >
              <ProductGrid
                label="Products"
                heading="Products"
                products={data?.items}
                isPending={products.isPending}
                error={products.error}
                onRetry={() => void products.refetch()}
                empty={
                  <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-clay-100">
                    <p className="text-lg text-clay-800">No products match your filters.</p>
                    <button type="button" onClick={reset} className="btn-primary">
                      Reset all filters
                    </button>
                  </div>
                }
              >
                {(product, index) => (
                  <ShopProductCard product={product} rules={SHOP} priority={index < 5} />
                )}
              </ProductGrid>
            </div>
            {data ? (
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={pageHref}
                className="mt-10"
              />
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}
