import type { CheckoutQuoteRequest } from '@terracraft/shared/orders';

/** Query keys of checkout: everything under 'checkout'. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The order summary of these lines and coupon, priced by the server. */
  quote: (request: CheckoutQuoteRequest) => [...checkoutKeys.all, 'quote', request] as const,
};
