import { create } from 'zustand';

interface CartNotices {
  /** What the server changed in the cart's prices and stock, in words, as it was found. */
  prices: string[];
  addPriceNotices(notices: readonly string[]): void;
  clearPriceNotices(): void;
}

/**
 * What the cart page tells the shopper about the server's answers on prices and stock. Not saved:
 * the page clears it when the shopper leaves.
 */
export const useCartNotices = create<CartNotices>()((set) => ({
  prices: [],
  addPriceNotices(notices) {
    if (notices.length === 0) return;
    set(({ prices }) => ({ prices: [...new Set([...prices, ...notices])] }));
  },
  clearPriceNotices() {
    set({ prices: [] });
  },
}));
