export { reviewKeys } from './api/keys';
export { ProductReviews } from './components/product-reviews';
