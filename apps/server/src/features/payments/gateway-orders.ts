import { orderNumberId, type OnlinePayment, type OrderStage } from '@terracraft/shared/orders';
import type { Database, Transaction } from '../../db/client';
import type { PaymentGateway } from '../../integrations/razorpay';
import { createPaymentRepository, type PaymentRow } from './payments.repository';

/**
 * The gateway's order behind each online order: asking the gateway for one, recording it, and
 * finding it again. An online order is paid against exactly one gateway order.
 */
export function createGatewayOrders({ db, gateway }: { db: Database; gateway: PaymentGateway }) {
  return {
    /** Asks the gateway for an order to pay; throws a PaymentGatewayError when it cannot. */
    open(order: { number: number; total: number }) {
      return gateway.createOrder({
        amount: order.total,
        receipt: orderNumberId(order.number),
        notes: { order_number: `#${orderNumberId(order.number)}` },
      });
    },

    /** Records the gateway's order, unless a concurrent retry recorded one first. */
    async attach(tx: Transaction, order: { id: string; total: number }, gatewayOrderId: string) {
      await createPaymentRepository(tx).insertPayment({
        orderId: order.id,
        provider: gateway.provider,
        gatewayOrderId,
        amount: order.total,
      });
    },

    /** The gateway's order recorded for an order, read in `tx` when given. */
    paymentOf(orderId: string, tx?: Transaction): Promise<PaymentRow | undefined> {
      return createPaymentRepository(tx ?? db).paymentOf(orderId);
    },

    /** Whether the gateway's order id is one this shop created. */
    paymentByGatewayOrderId(gatewayOrderId: string): Promise<PaymentRow | undefined> {
      return createPaymentRepository(db).paymentByGatewayOrderId(gatewayOrderId);
    },

    /** The gateway's order when it pays an order of the account `userId`. */
    paymentOfShopper(gatewayOrderId: string, userId: string): Promise<PaymentRow | undefined> {
      return createPaymentRepository(db).paymentOfShopper(gatewayOrderId, userId);
    },

    /** What the browser needs to open Checkout, while the order still waits for its payment. */
    checkoutFor(
      order: { status: OrderStage },
      payment: PaymentRow | undefined,
    ): OnlinePayment | null {
      if (order.status !== 'payment_pending' || !payment) return null;
      return {
        provider: payment.provider,
        keyId: gateway.keyId,
        gatewayOrderId: payment.gatewayOrderId,
        amount: payment.amount,
        currency: 'INR',
      };
    },
  };
}

export type GatewayOrders = ReturnType<typeof createGatewayOrders>;
