/** The review queue: every review, newest first, which staff approve or reject. */
import { z } from 'zod';
import { REVIEW_STATUSES, type ReviewStatus } from './index';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';

/**
 * A verified buyer's review is shown at once; any other waits as pending until staff approve it
 * (shown) or reject it. Staff may reject a shown review and approve a rejected one later.
 */
export { REVIEW_STATUSES, type ReviewStatus };
export const REVIEW_DECISIONS = ['shown', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const reviewQueueQuerySchema = cursorPageQuerySchema.extend({
  status: z
    .enum(REVIEW_STATUSES, { error: 'The status is shown, pending or rejected.' })
    .optional(),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  product: z.object({ slug: z.string(), name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  name: z.string(),
  email: z.string(),
  verifiedPurchase: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewQueuePageSchema = cursorPageSchema(adminReviewSchema);
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

export const reviewParamsSchema = z.object({ id: z.uuid('This is not a review of this shop.') });

export const reviewStatusUpdateSchema = z
  .object({
    status: z.enum(REVIEW_DECISIONS, { error: 'Approve (shown) or reject (rejected) a review.' }),
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt you read.' }),
  })
  .strict();
export type ReviewStatusUpdate = z.input<typeof reviewStatusUpdateSchema>;
