import { useRef, useState } from 'react';
import { toast } from '../../lib/notify';
import type { Order } from '@terracraft/shared/orders';
import { api } from '../../lib/api-client';
import { loadCheckout, payForOrder } from './pay-for-order';
import { CHECKOUT_TEXTS } from './texts';

/**
 * Pays for one of the shopper's orders still waiting for payment (its dialog was closed, or the
 * payment failed): the server hands back the Razorpay order it created for it, then the same
 * dialog and verification as at checkout follow. `complete` answers with the paid order, or
 * undefined when it was not paid (each case is said in a toast).
 */
export function useCompletePayment() {
  const [paying, setPaying] = useState(false);
  // Two clicks in one tick both see `paying` false; the ref does not.
  const busy = useRef(false);

  async function complete(orderNumber: string): Promise<Order | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    setPaying(true);
    try {
      if (!(await loadCheckout())) return undefined;
      // The order, with the Razorpay order to pay while it waits for payment.
      const { order, payment } = await api('orders.get', { params: { number: orderNumber } });
      if (order.status !== 'payment_pending' || !payment) {
        toast.info(CHECKOUT_TEXTS.notAwaitingPayment);
        return undefined;
      }
      const outcome = await payForOrder(order, payment);
      if (outcome.kind === 'dismissed') toast.info(CHECKOUT_TEXTS.paymentCancelled);
      return outcome.kind === 'paid' ? outcome.order : undefined;
    } catch {
      toast.error(CHECKOUT_TEXTS.paymentFailed);
      return undefined;
    } finally {
      busy.current = false;
      setPaying(false);
    }
  }

  return { complete, paying };
}
