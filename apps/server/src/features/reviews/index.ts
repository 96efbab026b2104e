// What the app and other features use of reviews: they reach it through here, never its files.
export { reviewAdminRoutes } from './reviews.admin.routes';
export { createReviewQueue } from './reviews.admin.service';
export { refreshProductRatings } from './reviews.repository';
export { reviewRoutes } from './reviews.routes';
export { createReviewService } from './reviews.service';
