import { create } from 'zustand';

export type CouponFeedback = { kind: 'success' | 'error'; text: string } | null;

interface CartNotices {
  /** What the server changed in the cart's prices and stock, in words, as it was found. */
  prices: string[];
  /** The answer about the coupon last applied, or why the kept one was dropped. */
  coupon: CouponFeedback;
  addPriceNotices(notices: readonly string[]): void;
  clearPriceNotices(): void;
  setCouponFeedback(feedback: CouponFeedback): void;
}

/**
 * What the cart page tells the shopper about the server's answers. Not saved: the page clears it
 * when the shopper leaves.
 */
export const useCartNotices = create<CartNotices>()((set) => ({
  prices: [],
  coupon: null,
  addPriceNotices(notices) {
    if (notices.length === 0) return;
    set(({ prices }) => ({ prices: [...new Set([...prices, ...notices])] }));
  },
  clearPriceNotices() {
    set({ prices: [] });
  },
  setCouponFeedback(coupon) {
    set({ coupon });
  },
}));
