// Data
export { catalogueKeys } from './api/keys';
export { useCategories } from './api/use-categories';
export { useCollectionList } from './api/use-collection-list';
export { useProduct, useRelatedProducts } from './api/use-product';
export { useProducts } from './api/use-products';
export { useSearch } from './api/use-search';
export { useCategoryOptions, useHighestPrice } from './use-category-options';

// Components
export { ProductDescription } from './components/product-description';
export { ProductDetailSkeleton, ProductDetailView } from './components/product-detail-view';
export { ProductGrid } from './components/product-grid';
export { ProductUnavailableNotice } from './components/product-unavailable-notice';
export type { ProductUnavailableState } from './product-unavailable';
export { ShopFilterPanel } from './components/shop-filter-panel';

// State in the URL, and labels
export {
  AVAILABILITY_LABELS,
  LISTING_SORT_LABELS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
} from './labels';
export * from './url-state';
export { PriceRangeInputs } from './components/price-range-inputs';
