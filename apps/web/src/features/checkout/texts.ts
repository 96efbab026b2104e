import { PAYMENT_WINDOW_MINUTES } from '@terracraft/shared/orders';

/** The checkout's messages; the failure texts are the specification's. */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  sdkFailed: 'Razorpay SDK failed to load',
  paymentFailed: 'Failed to process payment. Please try again',
  orderFailed: 'Failed to place order. Please try again',
  placed: 'Order placed successfully!',
  paid: 'Payment successful! Your order is being processed.',
  paymentCancelled: `Payment cancelled. An unpaid order is kept for ${PAYMENT_WINDOW_MINUTES} minutes: complete its payment from My Orders.`,
  notAwaitingPayment: 'This order is no longer waiting for payment.',
  completePayment: 'Complete Payment',
  /** Beside a refusal because of orders waiting for payment: where they can be paid or cancelled. */
  openMyOrders: 'Go to My Orders',
} as const;
