/** Shoppers' reviews of products: what a product page lists, what a shopper writes, where it stands. */
import { z } from 'zod';

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  name: z.string(),
  /** The reviewer has a delivered order of the product ("Verified purchase"). */
  verifiedPurchase: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;
/** How many reviews a product page lists: the newest; `reviewCount` says how many there are. */
export const REVIEW_LIST_LIMIT = 50;
export const reviewListSchema = z.object({
  /** The newest REVIEW_LIST_LIMIT reviews, newest first. */
  items: z.array(reviewSchema),
  rating: z.number(),
  reviewCount: z.number().int(),
});

/** Control characters no one types (line breaks and tabs aside): they would only garble a review. */
function hasControlCharacters(text: string, { allowLineBreaks }: { allowLineBreaks: boolean }) {
  for (const char of text) {
    const code = char.charCodeAt(0);
    const isLineBreak = char === '\n' || char === '\r' || char === '\t';
    if ((code < 32 || code === 127) && !(allowLineBreaks && isLineBreak)) return true;
  }
  return false;
}

/**
 * A review as the shopper writes it: stars and words. The name shown with it is the account's,
 * set by the server, as its email is.
 */
export const newReviewSchema = z.object({
  rating: z
    .number()
    .int()
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  text: z
    .string()
    .trim()
    .min(1, 'Write your review')
    .max(2000, 'Keep the review under 2000 characters')
    .refine(
      (text) => !hasControlCharacters(text, { allowLineBreaks: true }),
      'Remove unusual characters from the review',
    ),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/**
 * Where a review stands: shown on the product page and counted in its rating, waiting for staff
 * to approve it, or rejected by them. Only shown reviews count anywhere.
 */
export const REVIEW_STATUSES = ['shown', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The signed-in shopper's own review of a product, in whatever state it is. */
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  updatedAt: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const myReviewSchema = z.object({ review: ownReviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** The stored review, with the product's rating and review count as they now stand. */
export const savedReviewSchema = ownReviewSchema.extend({
  productRating: z.number().min(0).max(5),
  productReviewCount: z.number().int().nonnegative(),
});
export type SavedReview = z.infer<typeof savedReviewSchema>;
