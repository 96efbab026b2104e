import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import type { CollectionList } from '@terracraft/shared/catalogue';
import { paiseToRupees } from '@terracraft/shared/money';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageHeader } from '../../components/page-header';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { RadioList } from '../../components/filter-section';
import {
  AVAILABILITY_LABELS,
  LISTING_SORT_LABELS,
  PriceRangeInputs,
  ProductGrid,
  applyListingFilters,
  listingStateToParams,
  parseListingState,
  useCategoryOptions,
  useCollectionList,
  type ListingSort,
  type ListingState,
} from '../../features/catalogue';
import { cn } from '../../lib/cn';
import { ShopProductCard, type PlaceRules } from './product-actions';

const LISTING: PlaceRules = { toast: { autoClose: TOAST_MS.default } };
const LISTING_LIMIT = 24;
const COMMON_SORTS = ['featured', 'priceLowToHigh', 'priceHighToLow', 'rating'] as const;

/**
 * Bestsellers, Trending Now and New Arrivals: one page, three lists. Category chips and the sort
 * are answered by the server; the Filters panel (availability, price) narrows what it sent.
 */
export function ListingPage({
  list,
  page,
  subtitle,
  ownSort,
}: {
  list: Exclude<CollectionList, 'featured' | 'more'>;
  /** Whose title and description the page carries. */
  page: 'bestsellers' | 'trending' | 'newArrivals';
  subtitle: string;
  /** The list's own order, chosen at first: Best Selling, Trending Now or Latest. */
  ownSort: ListingSort;
}) {
  const { title } = PAGE_TEXT[page];
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListingState(searchParams);
  const categories = useCategoryOptions();
  const products = useCollectionList(list, {
    category: state.category === 'all' ? undefined : state.category,
    sort: state.sort,
    limit: LISTING_LIMIT,
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const sortId = useId();

  const update = (change: Partial<ListingState>) =>
    setSearchParams(listingStateToParams({ ...state, ...change }), {
      replace: true,
    });
  const items = products.data ? applyListingFilters(products.data.items, state) : undefined;
  const highestPrice = Math.ceil(
    paiseToRupees(Math.max(0, ...(products.data?.items.map((item) => item.price) ?? [0]))),
  );
  const filtering =
    state.availability !== 'all' || state.minPrice !== undefined || state.maxPrice !== undefined;

  return (
    <>
      <PageMeta {...PAGE_TEXT[page]} />
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <ul aria-label="Categories" className="flex flex-wrap gap-2">
            {[{ key: 'all' as const, name: 'All' }, ...categories].map((category) => (
              <li key={category.key}>
                <button
                  type="button"
                  aria-pressed={state.category === category.key}
                  onClick={() => update({ category: category.key })}
                  className={cn(
                    'rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors',
                    state.category === category.key
                      ? 'bg-clay-700 text-white ring-clay-700'
                      : 'bg-white text-clay-800 ring-clay-200 hover:ring-clay-500',
                  )}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-3">
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="btn-outline px-4 py-2"
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filters
            </button>
            <label htmlFor={sortId} className="sr-only">
              Sort by
            </label>
            <select
              id={sortId}
              value={state.sort ?? ownSort}
              onChange={(event) => {
                const sort = event.target.value as ListingSort;
                update({ sort: sort === ownSort ? undefined : sort });
              }}
              className="field w-auto py-2 text-sm"
            >
              {[...COMMON_SORTS, ownSort].map((sort) => (
                <option key={sort} value={sort}>
                  {LISTING_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div
          id={filtersId}
          hidden={!filtersOpen}
          className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-clay-100"
        >
          <div className="grid gap-6 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
            <div>
              <h2 className="mb-2 font-sans text-sm font-semibold text-clay-900">Availability</h2>
              <RadioList
                legend="Availability"
                name="availability"
                value={state.availability}
                onChange={(availability) => update({ availability })}
                options={Object.entries(AVAILABILITY_LABELS).map(([value, label]) => ({
                  value: value as ListingState['availability'],
                  label,
                }))}
              />
            </div>
            <div className="max-w-sm">
              <h2 className="mb-2 font-sans text-sm font-semibold text-clay-900">Price Range</h2>
              <PriceRangeInputs
                min={state.minPrice ?? 0}
                max={state.maxPrice ?? highestPrice}
                onChange={update}
              />
            </div>
            <button
              type="button"
              disabled={!filtering}
              onClick={() =>
                update({ availability: 'all', minPrice: undefined, maxPrice: undefined })
              }
              className="text-sm font-medium text-terracotta hover:underline disabled:text-clay-600 disabled:no-underline"
            >
              Clear filters
            </button>
          </div>
        </div>
        <div
          className={cn(
            'mt-8 transition-opacity',
            products.isPlaceholderData && 'pointer-events-none opacity-60',
          )}
        >
          <ProductGrid
            label={title}
            heading="Products"
            columns="four"
            skeletons={8}
            products={items}
            isPending={products.isPending}
            error={products.error}
            onRetry={() => void products.refetch()}
            empty={
              <p className="rounded-2xl bg-white px-6 py-16 text-center text-clay-800 ring-1 ring-clay-100">
                No products match your filters.
              </p>
            }
          >
            {(product, index) => (
              <ShopProductCard
                product={product}
                rules={LISTING}
                showDescription
                priority={index < 4}
                sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            )}
          </ProductGrid>
        </div>
      </div>
    </>
  );
}
