/**
 * Filter, sort and page choices live in the URL query, so a filtered page can be shared, reloaded
 * and navigated back to. Defaults are left out of the URL; unknown or malformed values fall back
 * to the default rather than failing the page.
 */
import { CATEGORY_KEYS, type CategoryKey } from '@terracraft/shared/catalogue/categories';
import {
  AVAILABILITY,
  LISTING_SORTS,
  RATING_FILTERS,
  SEARCH_SORTS,
  SHOP_SORTS,
} from '@terracraft/shared/catalogue/options';
import { rupeesToPaise } from '@terracraft/shared/money';
import type { ProductListParams } from './api/use-products';

export type Availability = (typeof AVAILABILITY)[number];
export type RatingFilter = (typeof RATING_FILTERS)[number];
export type ShopSort = (typeof SHOP_SORTS)[number];
export type ListingSort = (typeof LISTING_SORTS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

const oneOf = <T extends string | number>(
  allowed: readonly T[],
  value: string | null,
  fallback: T,
): T => {
  if (value === null) return fallback;
  const match = allowed.find((option) => String(option) === value);
  return match ?? fallback;
};

/** A whole, non-negative number of rupees, or undefined. */
export function parseRupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

const parsePage = (value: string | null) => {
  const page = value === null ? NaN : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * The shop list's filters (spec §4: category All, all, rating 0, featured). The price range starts
 * as the catalogue's own, ₹0 up to the dearest product (decision 27): no upper bound until the
 * shopper sets one, so no product is hidden by default.
 */
export interface ShopFilters {
  category: CategoryKey | 'all';
  minPrice: number;
  /** Whole rupees; undefined: up to the dearest product. */
  maxPrice: number | undefined;
  availability: Availability;
  minRating: RatingFilter;
  sort: ShopSort;
  page: number;
}

export const DEFAULT_SHOP_FILTERS: ShopFilters = {
  category: 'all',
  minPrice: 0,
  maxPrice: undefined,
  availability: 'all',
  minRating: 0,
  sort: 'featured',
  page: 1,
};

/** A price range in the order it was meant: a minimum above the maximum swaps with it. */
function inOrder<T extends number | undefined>(min: number, max: T): [number, T] {
  return max !== undefined && min > max ? [max, min as T] : [min, max];
}

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const [minPrice, maxPrice] = inOrder(
    parseRupees(params.get('minPrice')) ?? DEFAULT_SHOP_FILTERS.minPrice,
    parseRupees(params.get('maxPrice')) ?? DEFAULT_SHOP_FILTERS.maxPrice,
  );
  return {
    category: oneOf<CategoryKey | 'all'>(CATEGORY_KEYS, params.get('category'), 'all'),
    minPrice,
    maxPrice,
    availability: oneOf(AVAILABILITY, params.get('availability'), 'all'),
    minRating: oneOf(RATING_FILTERS, params.get('minRating'), 0),
    sort: oneOf(SHOP_SORTS, params.get('sort'), 'featured'),
    page: parsePage(params.get('page')),
  };
}

/** Only what differs from the defaults, in a stable order. */
export function shopFiltersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_SHOP_FILTERS) as (keyof ShopFilters)[]) {
    const value = filters[key];
    if (value !== undefined && value !== DEFAULT_SHOP_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** Changing any filter goes back to the first page. */
export function withShopFilter(filters: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  return { ...filters, page: 1, ...change };
}

export function toProductListQuery(filters: ShopFilters, pageSize: number): ProductListParams {
  return {
    category: filters.category === 'all' ? undefined : filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    availability: filters.availability,
    minRating: filters.minRating,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}

/** The global search: the submitted term, category and sort. */
export interface SearchState {
  q: string;
  category: CategoryKey | 'all';
  sort: SearchSort;
  page: number;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: oneOf<CategoryKey | 'all'>(CATEGORY_KEYS, params.get('category'), 'all'),
    sort: oneOf(SEARCH_SORTS, params.get('sort'), 'featured'),
    page: parsePage(params.get('page')),
  };
}

export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/**
 * Bestsellers, Trending Now and New Arrivals: category chip and sort go to the server; the
 * Filters panel (availability and price) narrows the list on screen.
 */
export interface ListingState {
  category: CategoryKey | 'all';
  /** Undefined: the list's own order (best selling, trending or latest). */
  sort: ListingSort | undefined;
  availability: Availability;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

export function parseListingState(params: URLSearchParams): ListingState {
  const min = parseRupees(params.get('minPrice'));
  const [minPrice, maxPrice] =
    min === undefined
      ? [min, parseRupees(params.get('maxPrice'))]
      : inOrder(min, parseRupees(params.get('maxPrice')));
  return {
    category: oneOf<CategoryKey | 'all'>(CATEGORY_KEYS, params.get('category'), 'all'),
    sort: LISTING_SORTS.find((sort) => sort === params.get('sort')),
    availability: oneOf(AVAILABILITY, params.get('availability'), 'all'),
    minPrice,
    maxPrice,
  };
}

/** The Filters panel of a listing page, applied to the products the server sent. */
export function applyListingFilters<T extends { inStock: boolean; price: number }>(
  items: readonly T[],
  state: ListingState,
): T[] {
  return items.filter(
    (item) =>
      (state.availability === 'all' || item.inStock === (state.availability === 'inStock')) &&
      (state.minPrice === undefined || item.price >= rupeesToPaise(state.minPrice)) &&
      (state.maxPrice === undefined || item.price <= rupeesToPaise(state.maxPrice)),
  );
}

export function listingStateToParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort) params.set('sort', state.sort);
  if (state.availability !== 'all') params.set('availability', state.availability);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  return params;
}
