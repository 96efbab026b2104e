import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PaymentGatewayError } from '../../integrations/razorpay';
import { paymentGatewayFailure, type GatewayOrders } from '../payments';
import type { OrderGoods } from './order-goods';
import { createOrderRepository, type OrderRow } from './orders.repository';

/** An online order's gateway order, opened once the order is placed. */
export function createGatewayOpening({
  db,
  goods,
  gatewayOrders,
  log,
}: {
  db: Database;
  goods: OrderGoods;
  gatewayOrders: GatewayOrders;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  /**
   * Creates the gateway's order for an online order and records it. Runs after the placement
   * transaction has committed, so no row stays locked while the gateway answers; if it cannot
   * answer, the order is withdrawn and the shopper is told nothing was placed.
   */
  async function openGatewayOrder(order: OrderRow) {
    const notPlaced = () =>
      paymentGatewayFailure(
        'The payment service could not be reached, so the order was not placed. Please try again.',
      );
    let gatewayOrderId: string;
    try {
      ({ gatewayOrderId } = await gatewayOrders.open(order));
    } catch (error) {
      await withdraw(order.id);
      if (!(error instanceof PaymentGatewayError)) throw error;
      log.error(
        { err: error, order: order.number },
        'the payment gateway could not create an order',
      );
      throw notPlaced();
    }
    const attached = await db.transaction(async (tx) => {
      const current = await createOrderRepository(tx).findById(order.id, { forUpdate: true });
      if (!current) return undefined;
      if (current.status === 'payment_pending') {
        await gatewayOrders.attach(tx, order, gatewayOrderId);
      }
      return { row: current, payment: await gatewayOrders.paymentOf(order.id, tx) };
    });
    // Withdrawn meanwhile by a retry of the same attempt whose gateway call failed.
    if (!attached) throw notPlaced();
    return attached;
  }

  /**
   * Takes back an online order the gateway could not open: its goods go back on the shelf and the
   * order is removed, as if never placed. An order a concurrent retry did open is left alone.
   */
  async function withdraw(orderId: string) {
    await db.transaction(async (tx) => {
      const repository = createOrderRepository(tx);
      const order = await repository.findById(orderId, { forUpdate: true });
      if (!order || order.status !== 'payment_pending') return;
      if (await gatewayOrders.paymentOf(orderId, tx)) return;
      await goods.giveBack(tx, order, 'order-withdrawn');
      await repository.deleteOrder(orderId);
    });
  }

  return openGatewayOrder;
}
