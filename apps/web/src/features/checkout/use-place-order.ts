import { useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import {
  ORDER_ERROR_CODES,
  type CheckoutQuote,
  type Order,
  type PaymentMethod,
  type PlaceOrderRequest,
  type ShippingAddress,
} from '@terracraft/shared/orders';
import { api, ApiError } from '../../lib/api-client';
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';
import { loadCheckout, payForOrder } from './pay-for-order';
import { CHECKOUT_TEXTS } from './texts';

/**
 * Places the order: cash on delivery at once; online by loading Razorpay's script first (nothing
 * is ordered if it cannot load), placing the order, opening the payment dialog and handing its
 * answer to the server to verify.
 */
export function usePlaceOrder({
  onPlaced,
  onRefused,
}: {
  onPlaced(order: Order): void;
  /**
   * The server refused the order (stock, price, coupon…): its message, for the page to show.
   * `waitingOrders`: refused because of the shopper's orders still waiting for payment, which
   * My Orders lets them pay or cancel.
   */
  onRefused(message: string, options?: { waitingOrders?: boolean }): void;
}) {
  const [placing, setPlacing] = useState(false);
  // Two clicks in one tick both see `placing` false; the ref does not.
  const busy = useRef(false);

  async function place(
    quote: CheckoutQuote,
    address: ShippingAddress,
    paymentMethod: PaymentMethod,
    saveAddress = false,
  ) {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    const failure =
      paymentMethod === 'online' ? CHECKOUT_TEXTS.paymentFailed : CHECKOUT_TEXTS.orderFailed;
    try {
      if (paymentMethod === 'online' && !(await loadCheckout())) return;
      const body: PlaceOrderRequest = {
        items: quote.lines.map((line) => ({
          id: line.id,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        })),
        couponCode: quote.coupon?.code,
        shippingAddress: address,
        paymentMethod,
      };
      // Whether the address is saved too does not make it another order (nor another attempt).
      const placed = await api('orders.place', {
        headers: { 'idempotency-key': await checkoutAttemptKey(body) },
        body: saveAddress ? { ...body, saveAddress } : body,
      });
      if (placed.order.status === 'cancelled') {
        // This attempt's order was released unpaid; the next try places a new one.
        endCheckoutAttempt();
        toast.error(failure);
        return;
      }
      if (!placed.payment) {
        endCheckoutAttempt();
        onPlaced(placed.order);
        return;
      }
      const outcome = await payForOrder(placed.order, placed.payment);
      if (outcome.kind === 'paid') onPlaced(outcome.order);
      else if (outcome.kind === 'dismissed') toast.info(CHECKOUT_TEXTS.paymentCancelled);
      else if (outcome.error instanceof ApiError) onRefused(outcome.error.message);
    } catch (error) {
      toast.error(failure);
      if (error instanceof ApiError && error.status > 0) {
        // A refusal (stock, price, coupon…) ends the attempt. After a server or network failure
        // the retry keeps the key, so an order that was placed after all is not placed twice.
        if (error.status < 500) endCheckoutAttempt();
        onRefused(error.message, {
          waitingOrders:
            error.code === ORDER_ERROR_CODES.orderLimit &&
            paymentMethod === 'online' &&
            'paymentMethod' in error.fields,
        });
      }
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  }

  return { place, placing };
}
