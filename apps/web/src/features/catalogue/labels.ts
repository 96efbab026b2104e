/** Shopper-facing names of the catalogue's filter and sort options. */
export {
  LISTING_SORT_LABELS,
  RATING_FILTERS,
  SEARCH_SORTS,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
} from '@terracraft/shared/catalogue/options';

export const AVAILABILITY_LABELS = {
  all: 'All',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
} as const;

/** The global search's sort select (spec §9: featured, price-low, price-high, rating). */
export const SEARCH_SORT_LABELS = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
} as const;
