/** The reviews endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import {
  adminReviewSchema,
  reviewParamsSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewStatusUpdateSchema,
} from './admin';
import { myReviewSchema, newReviewSchema, reviewListSchema, savedReviewSchema } from './index';
import { productParamsSchema } from '../catalogue';
import type { reviewsEndpoints } from './endpoints';

export const reviewsContract = {
  'reviews.list': {
    params: productParamsSchema,
    responses: { 200: reviewListSchema },
    errors: [400, 404],
  },
  'reviews.submit': {
    params: productParamsSchema,
    body: newReviewSchema,
    responses: { 201: savedReviewSchema },
    errors: [400, 401, 404, 409, 429],
  },
  'reviews.mine': {
    params: productParamsSchema,
    responses: { 200: myReviewSchema },
    errors: [400, 401, 404],
  },
  'reviews.update': {
    params: productParamsSchema,
    body: newReviewSchema,
    responses: { 200: savedReviewSchema },
    errors: [400, 401, 404, 429],
  },
  'admin.reviews.list': {
    query: reviewQueueQuerySchema,
    responses: { 200: reviewQueuePageSchema },
    errors: staffRead,
  },
  'admin.reviews.setStatus': {
    params: reviewParamsSchema,
    body: reviewStatusUpdateSchema,
    responses: { 200: adminReviewSchema },
    errors: [...staffWrite, 404, 409],
  },
} as const satisfies { [N in keyof typeof reviewsEndpoints]: EndpointContract };
