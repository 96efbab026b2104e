import type { CartLineInput } from '@terracraft/shared/cart';

/** Query keys of coupons: everything under 'coupons'. */
export const couponKeys = {
  all: ['coupons'] as const,
  /** What a coupon takes off these lines. */
  quote: (code: string | undefined, lines: readonly CartLineInput[]) =>
    [...couponKeys.all, 'quote', code, lines] as const,
};
