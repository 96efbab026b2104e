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
export * from './synonyms';

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

export const searchResultsSchema = productPageSchema.extend({
  didYouMean: z
    .string()
    .nullable()
    .describe(
      'The query with each misspelt word (one no product has) replaced by the closest word of the catalogue; null when no word looks misspelt',
    ),
  match: z
    .enum(['all', 'any'])
    .describe(
      'all: the products have every word (or a synonym of it); any: none has them all, so these have some of them, the most words first',
    ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

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
