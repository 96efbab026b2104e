import type { CartLineInput } from '@terracraft/shared/cart';

/** Query keys of the cart: everything under 'cart'. */
export const cartKeys = {
  all: ['cart'] as const,
  /** Today's prices and stock of these products. */
  prices: (ids: readonly string[]) => [...cartKeys.all, 'prices', ids] as const,
  /** What a coupon takes off these lines. */
  couponQuote: (code: string | undefined, lines: readonly CartLineInput[]) =>
    [...cartKeys.all, 'coupon-quote', code, lines] as const,
};
