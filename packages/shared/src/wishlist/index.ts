/** The wishlist API contract: the browser sends product ids; the server answers with the products. */
import { z } from 'zod';

export const WISHLIST_MAX_ITEMS = 200;

export const wishlistIdsRequestSchema = z.object({
  ids: z
    .array(z.string().min(1).max(120))
    .max(WISHLIST_MAX_ITEMS, `A wishlist holds at most ${WISHLIST_MAX_ITEMS} products`),
});
export type WishlistIdsRequest = z.infer<typeof wishlistIdsRequestSchema>;

export const wishlistProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Paise. */
  price: z.number().int().nonnegative(),
  /** Paise: the maximum retail price, shown crossed out. */
  mrp: z.number().int().nonnegative(),
  /** Image base path (see shared/media). */
  image: z.string().nullable(),
  stock: z.number().int().nonnegative(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

export const wishlistSchema = z.object({
  items: z.array(wishlistProductSchema),
  /** Ids that are not products the shop sells (any more). */
  dropped: z.array(z.string()),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
