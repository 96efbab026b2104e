import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { COLLECTIONS, type CategoryKey } from '@terracraft/shared/catalogue/categories';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { Pagination } from '../../components/pagination';
import {
  ProductGrid,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  parseSearchState,
  searchStateToParams,
  shopFiltersToParams,
  parseShopFilters,
  withShopFilter,
  useCategoryOptions,
  useCollectionList,
  useSearch,
  type SearchState,
} from '../../features/catalogue';
import { cn } from '../../lib/cn';
import { ShopProductCard, type PlaceRules } from '../catalogue/product-actions';

const SEARCH: PlaceRules = { toast: { autoClose: TOAST_MS.default } };
const PAGE_SIZE = 24;
/** How many of the bestsellers an empty result offers instead. */
const POPULAR_COUNT = 4;
const CARD_SIZES =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A category's own page: its collection for the six of the menu, else the shop list filtered. */
function categoryHref(key: CategoryKey): string {
  const collection = COLLECTIONS.find((c) => c.key === key);
  if (collection) return collection.path;
  const filters = withShopFilter(parseShopFilters(new URLSearchParams()), { category: key });
  return `${paths.productList}?${shopFiltersToParams(filters).toString()}`;
}

/**
 * What an empty result offers instead of a dead end: the specification's message, then the most
 * popular products and every category. Loaded only when a search finds nothing.
 */
function NothingFound() {
  const popular = useCollectionList('bestsellers', { limit: POPULAR_COUNT });
  const categories = useCategoryOptions();
  return (
    <div className="space-y-10">
      <p className="rounded-2xl bg-white px-6 py-16 text-center text-lg text-clay-800 ring-1 ring-clay-100">
        No products found matching your criteria.
      </p>
      <section aria-labelledby="search-popular">
        <h2 id="search-popular" className="mb-4 text-xl font-semibold text-clay-900">
          Popular products
        </h2>
        <ProductGrid
          label="Popular products"
          columns="four"
          skeletons={POPULAR_COUNT}
          products={popular.data?.items}
          isPending={popular.isPending}
          error={popular.error}
          onRetry={() => void popular.refetch()}
        >
          {(product) => <ShopProductCard product={product} rules={SEARCH} sizes={CARD_SIZES} />}
        </ProductGrid>
      </section>
      <nav aria-labelledby="search-categories">
        <h2 id="search-categories" className="mb-4 text-xl font-semibold text-clay-900">
          Browse categories
        </h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.key}>
              <Link
                to={categoryHref(category.key)}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-clay-800 ring-1 ring-clay-200 hover:bg-clay-50"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * /search: the term is applied on Search (or Enter); category and sort apply at once (spec §4).
 * Everything is in the URL, so a search can be shared.
 */
export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = parseSearchState(searchParams);
  const [term, setTerm] = useState(state.q);
  // A new URL (back button, a link) brings its term into the box.
  const [appliedQ, setAppliedQ] = useState(state.q);
  if (appliedQ !== state.q) {
    setAppliedQ(state.q);
    setTerm(state.q);
  }
  const results = useSearch({
    q: state.q || undefined,
    category: state.category === 'all' ? undefined : state.category,
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  });
  const id = useId();
  // Every category, in the shop list's order (not only the six of the menu).
  const categories = useCategoryOptions();
  const didYouMean = results.data?.didYouMean;

  const apply = (change: Partial<SearchState>) =>
    setSearchParams(searchStateToParams({ ...state, page: 1, ...change }));
  const pageHref = (page: number) => {
    const query = searchStateToParams({ ...state, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <>
      <PageMeta
        title={state.q ? `${PAGE_TEXT.search.title}: ${state.q}` : PAGE_TEXT.search.title}
        description={PAGE_TEXT.search.description}
      />
      <PageHeader
        title="Search Products"
        subtitle="Find handmade pieces by name, material or category."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ q: term.trim() });
          }}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-clay-100 md:flex-row md:items-end"
        >
          <div className="flex-1">
            <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-clay-800">
              Search for products
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              maxLength={200}
              placeholder="Try “bamboo lamp” or “terracotta vase”"
              className="field"
            />
          </div>
          <button type="submit" className="btn-primary">
            <Search className="size-4" aria-hidden="true" />
            Search
          </button>
          <div>
            <label
              htmlFor={`${id}-category`}
              className="mb-1 block text-sm font-medium text-clay-800"
            >
              Category
            </label>
            <select
              id={`${id}-category`}
              value={state.category}
              onChange={(event) =>
                apply({ category: event.target.value as SearchState['category'] })
              }
              className="field md:w-44"
            >
              <option value="all">All</option>
              {categories.map((category) => (
                <option key={category.key} value={category.key}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-clay-800">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              value={state.sort}
              onChange={(event) => apply({ sort: event.target.value as SearchState['sort'] })}
              className="field md:w-52"
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SEARCH_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </form>
        <p className="mt-6 text-sm text-clay-700" aria-live="polite">
          {results.data && results.data.total > 0
            ? `${results.data.total} ${results.data.total === 1 ? 'product' : 'products'}${
                state.q ? ` for “${state.q}”` : ''
              }`
            : '\u00a0'}
        </p>
        {didYouMean ? (
          <p className="mt-2 text-clay-800">
            Did you mean{' '}
            <Link
              to={`${pathname}?${searchStateToParams({ ...state, q: didYouMean, page: 1 }).toString()}`}
              className="font-semibold text-clay-900 underline underline-offset-2 hover:text-terracotta"
            >
              {didYouMean}
            </Link>
            ?
          </p>
        ) : null}
        {results.data?.match === 'any' && results.data.total > 0 ? (
          <p className="mt-2 text-sm text-clay-700">
            No product has every word you searched for, so these have some of them, the closest
            first.
          </p>
        ) : null}
        <div
          className={cn(
            'mt-4 transition-opacity',
            results.isPlaceholderData && 'pointer-events-none opacity-60',
          )}
        >
          <ProductGrid
            label="Search results"
            heading="Search results"
            columns="four"
            skeletons={8}
            products={results.data?.items}
            isPending={results.isPending}
            error={results.error}
            onRetry={() => void results.refetch()}
            empty={<NothingFound />}
          >
            {(product, index) => (
              <ShopProductCard
                product={product}
                rules={SEARCH}
                priority={index < 4}
                sizes={CARD_SIZES}
              />
            )}
          </ProductGrid>
        </div>
        {results.data ? (
          <Pagination
            page={results.data.page}
            totalPages={results.data.totalPages}
            hrefFor={pageHref}
            className="mt-10"
          />
        ) : null}
      </div>
    </>
  );
}
