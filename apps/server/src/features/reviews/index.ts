// What the app and other features use of reviews: they reach it through here, never its files.
export { refreshProductRatings } from './reviews.repository';
export { registerReviews } from './reviews.feature';
