import { toast } from '../../lib/notify';
import type { OnlinePayment, Order } from '@terracraft/shared/orders';
import { api, ApiError } from '../../lib/api-client';
import { endCheckoutAttempt } from './checkout-attempt';
import { checkoutOptions } from './payment-dialog/checkout-options';
import { loadScript } from './payment-dialog/load-script';
import { openRazorpayCheckout } from './payment-dialog/open-checkout';
import { CHECKOUT_TEXTS } from './texts';

/** Loads Razorpay Checkout (or the sandbox's look-alike); says so when it cannot. */
export async function loadCheckout(): Promise<boolean> {
  const config = await api('payments.config');
  if ((await loadScript(config.scriptUrl)) && window.Razorpay) return true;
  toast.error(CHECKOUT_TEXTS.sdkFailed);
  return false;
}

type PaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'dismissed' }
  /** The server did not accept the payment; its error, already reported in a toast. */
  | { kind: 'refused'; error: unknown };

/**
 * Opens the payment dialog (Razorpay Checkout, already loaded) for an order waiting for payment
 * and hands its answer to the server, which verifies it before the order counts as paid.
 */
export async function payForOrder(order: Order, payment: OnlinePayment): Promise<PaymentOutcome> {
  const result = await openRazorpayCheckout(
    checkoutOptions(order, payment, order.shippingAddress, window.location.origin),
    () => toast.error(CHECKOUT_TEXTS.paymentFailed),
  );
  if (result.kind === 'dismissed') return result;
  try {
    // The server verifies the dialog's answer before the order counts as paid.
    const paid = await api('payments.confirm', {
      params: { number: order.number },
      body: result.answer,
    });
    // Paid: placing the same cart again is a new order, not this one replayed.
    endCheckoutAttempt();
    return { kind: 'paid', order: paid.order };
  } catch (error) {
    toast.error(CHECKOUT_TEXTS.paymentFailed);
    // 409: the order was released (the payment is refunded) or settled otherwise; anything else
    // leaves it waiting for payment, to be paid again from checkout or My Orders.
    if (error instanceof ApiError && error.status === 409) endCheckoutAttempt();
    return { kind: 'refused', error };
  }
}
