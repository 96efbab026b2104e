/**
 * The catalogue's filter, sort and list choices, without their validation schemas (./index.ts):
 * a shop page that only lists the choices loads no validation library.
 */
export const AVAILABILITY = ['all', 'inStock', 'outOfStock'] as const;
export const RATING_FILTERS = [0, 3, 3.5, 4, 4.5] as const;
export const SHOP_SORTS = ['featured', 'priceLowToHigh', 'priceHighToLow', 'rating'] as const;
export const SHOP_SORT_LABELS: Record<(typeof SHOP_SORTS)[number], string> = {
  featured: 'Featured',
  priceLowToHigh: 'Price: Low to High',
  priceHighToLow: 'Price: High to Low',
  rating: 'Highest Rated',
};

/** Lists of the home and listing pages. */
export const COLLECTION_LISTS = [
  'featured',
  'more',
  'bestsellers',
  'trending',
  'new-arrivals',
] as const;
export type CollectionList = (typeof COLLECTION_LISTS)[number];
export const LISTING_SORTS = [
  'featured',
  'priceLowToHigh',
  'priceHighToLow',
  'rating',
  'bestSelling',
  'trending',
  'latest',
] as const;
export const LISTING_SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  featured: 'Featured',
  priceLowToHigh: 'Price: Low to High',
  priceHighToLow: 'Price: High to Low',
  rating: 'Top Rated',
  bestSelling: 'Best Selling',
  trending: 'Trending Now',
  latest: 'Latest',
};

export const SEARCH_SORTS = ['featured', 'price-low', 'price-high', 'rating'] as const;

export const RELATED_LIMIT = 8;
