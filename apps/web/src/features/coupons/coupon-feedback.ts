import { create } from 'zustand';

export type CouponFeedback = { kind: 'success' | 'error'; text: string } | null;

interface CouponFeedbackState {
  /** The answer about the coupon last applied, or why the kept one was dropped. */
  feedback: CouponFeedback;
  setFeedback(feedback: CouponFeedback): void;
}

/**
 * What the cart page tells the shopper about the coupon. Not saved: the page clears it when the
 * shopper leaves.
 */
export const useCouponFeedback = create<CouponFeedbackState>()((set) => ({
  feedback: null,
  setFeedback(feedback) {
    set({ feedback });
  },
}));
