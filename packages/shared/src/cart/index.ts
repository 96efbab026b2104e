/**
 * The cart API contract. The browser sends product ids and quantities only; names, prices and
 * stock always come from the server. Money is integer paise.
 */
import { z } from 'zod';

export const CART_MAX_LINES = 100;
export const CART_MAX_QUANTITY = 999;

/** A product id (its slug) and how many of it. */
export const cartLineSchema = z.object({
  id: z.string().min(1).max(120),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

export const cartLinesRequestSchema = z.object({
  items: z
    .array(cartLineSchema)
    .max(CART_MAX_LINES, `A cart holds at most ${CART_MAX_LINES} products`),
});
export type CartLinesRequest = z.infer<typeof cartLinesRequestSchema>;

/**
 * Joining the browser's cart to the saved one. `add`: quantities of the same product add up (on
 * sign-in, when the browser's cart is the shopper's new picks). `larger`: the larger quantity
 * stays (when the browser's copy is an unsaved newer version of the saved cart).
 */
export const cartMergeRequestSchema = cartLinesRequestSchema.extend({
  quantities: z.enum(['add', 'larger']).default('add'),
});
export type CartMergeRequest = z.input<typeof cartMergeRequestSchema>;

/** A cart line as the shop prices it now; the quantity is never above the stock. */
export const pricedCartLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Paise, per unit, as the database says now. */
  price: z.number().int().nonnegative(),
  quantity: z.number().int().min(1),
  /** Units in stock now. */
  stock: z.number().int().nonnegative(),
  /** Image base path (see shared/media). */
  image: z.string().nullable(),
});
export type PricedCartLine = z.infer<typeof pricedCartLineSchema>;

/** Why a line left the cart. */
export const CART_DROP_REASONS = ['not-sold', 'out-of-stock'] as const;

export const pricedCartSchema = z.object({
  items: z.array(pricedCartLineSchema),
  /** Paise: Σ price × quantity of `items`. */
  subtotal: z.number().int().nonnegative(),
  /** Lines that could not stay: products no longer sold, or out of stock. */
  dropped: z.array(
    z.object({ id: z.string(), name: z.string().nullable(), reason: z.enum(CART_DROP_REASONS) }),
  ),
});
export type PricedCart = z.infer<typeof pricedCartSchema>;
