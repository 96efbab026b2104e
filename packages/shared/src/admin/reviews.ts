/** The review queue: every review, newest first, which staff publish or hide. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from './index';

/**
 * A review is published as soon as it is written (the shop asks no approval of shoppers); staff
 * hide one to take it off the product page, its count and its rating, and publish it again.
 */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewQueueQuerySchema = cursorPageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES, { error: 'The status is published or hidden.' }).optional(),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  product: z.object({ slug: z.string(), name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  name: z.string(),
  email: z.string(),
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
    status: z.enum(REVIEW_STATUSES, { error: 'The status is published or hidden.' }),
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt you read.' }),
  })
  .strict();
export type ReviewStatusUpdate = z.input<typeof reviewStatusUpdateSchema>;
