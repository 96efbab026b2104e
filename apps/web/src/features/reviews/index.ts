export { reviewKeys } from './api/keys';
export { useMyReview, useReviews, useSaveReview } from './api/use-reviews';
export { ProductReviews } from './components/product-reviews';
