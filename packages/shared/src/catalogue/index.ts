/**
 * The catalogue API contract. Money is integer paise; the shop-list price filter is in whole
 * rupees because that is what a shopper types.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from './categories';
import {
  AVAILABILITY,
  RATING_FILTERS,
  SHOP_SORTS,
  COLLECTION_LISTS,
  LISTING_SORTS,
  SEARCH_SORTS,
} from './options';

export * from './categories';
export * from './options';

export const paiseSchema = z.number().int().nonnegative().describe('Amount in paise (₹1 = 100)');
export const categoryKeySchema = z.enum(CATEGORY_KEYS);
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a product id');

/** What a product card shows. `id` is the product's slug: its public id and URL. */
export const productSummarySchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  category: categoryKeySchema,
  categoryName: z.string(),
  description: z.string(),
  price: paiseSchema,
  mrp: paiseSchema,
  /** round((mrp − price) / mrp × 100); 0 when there is no discount. */
  discountPercent: z.number().int().min(0).max(100),
  /** Average of the reviews, one decimal; 0 when there are none. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  inStock: z.boolean(),
  /** Image base path (see shared/media). */
  image: z.string(),
  imageAlt: z.string(),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  longDescription: z.string(),
  /** Material, Color, Dimensions, … in display order. */
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  features: z.array(z.string()),
  /** Paragraphs about the product (Our Products items). */
  aboutProduct: z.array(z.string()),
  /** Bullet lines (Our Products items). */
  aboutDesc: z.array(z.string()),
  /** Image base paths for the gallery; the first is `image`. */
  images: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const rupees = z.coerce.number().int('Use whole rupees').min(0).max(10_000_000);
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const productListQuerySchema = z
  .object({
    category: categoryKeySchema.optional(),
    minPrice: rupees.optional().describe('Whole rupees'),
    maxPrice: rupees.optional().describe('Whole rupees'),
    availability: z.enum(AVAILABILITY).default('all'),
    minRating: z.coerce
      .number()
      .refine((value) => (RATING_FILTERS as readonly number[]).includes(value), {
        message: `Use one of ${RATING_FILTERS.join(', ')}`,
      })
      .default(0),
    sort: z.enum(SHOP_SORTS).default('featured'),
    page,
    pageSize: z.coerce.number().int().min(1).max(60).default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'The minimum price cannot be above the maximum',
    path: ['minPrice'],
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z
      .number()
      .int()
      .describe('How many match: exact up to 1,000, estimated from statistics beyond'),
    totalPages: z.number().int(),
  });
}
export const productPageSchema = paginatedSchema(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productParamsSchema = z.object({ slug: slugSchema });

export const collectionListParamsSchema = z.object({ list: z.enum(COLLECTION_LISTS) });
export const collectionListQuerySchema = z.object({
  category: categoryKeySchema.optional(),
  sort: z.enum(LISTING_SORTS).optional().describe("Defaults to the list's own order"),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const productListSchema = z.object({ items: z.array(productSummarySchema) });

export const categorySchema = z.object({
  key: categoryKeySchema,
  name: z.string(),
  /** The collection page, for the six menu categories. */
  path: z.string().optional(),
  productCount: z
    .number()
    .int()
    .nonnegative()
    .describe('Exact up to 1,000, estimated from statistics beyond'),
});
export const categoryListSchema = z.object({
  items: z.array(categorySchema),
  /** The prices the shown catalogue spans, in whole rupees: the shop's price filter by default. */
  priceRange: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
  }),
});

export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  category: categoryKeySchema.optional(),
  sort: z.enum(SEARCH_SORTS).default('featured'),
  page,
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
});

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
