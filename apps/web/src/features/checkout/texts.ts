import { PAYMENT_WINDOW_MINUTES } from '@terracraft/shared/orders';

/** The checkout's messages; the failure texts are the specification's. */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  sdkFailed: 'Razorpay SDK failed to load',
  paymentFailed: 'Failed to process payment. Please try again',
  orderFailed: 'Failed to place order. Please try again',
  placed: 'Order placed successfully!',
  paymentCancelled: `Payment cancelled. Your order is kept for ${PAYMENT_WINDOW_MINUTES} minutes: place it again to pay for it.`,
} as const;
