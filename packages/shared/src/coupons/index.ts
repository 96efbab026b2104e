import { z } from 'zod';
import { CART_MAX_LINES, cartLineSchema } from '../cart';

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(32, 'That coupon code is too long')
  .transform((code) => code.toUpperCase());

/** Ask whether a coupon applies to these cart lines; the server prices them itself. */
export const couponQuoteRequestSchema = z.object({
  code: couponCodeSchema,
  items: z
    .array(cartLineSchema)
    .min(1, 'Your cart is empty')
    .max(CART_MAX_LINES, `A cart holds at most ${CART_MAX_LINES} products`),
});
export type CouponQuoteRequest = z.input<typeof couponQuoteRequestSchema>;

export const couponQuoteSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Paise taken off the subtotal. */
  discount: z.number().int().nonnegative(),
  /** Paise: the subtotal the discount was computed on, at current prices. */
  subtotal: z.number().int().nonnegative(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

export const COUPON_ERROR_CODE = 'COUPON_NOT_APPLICABLE';
