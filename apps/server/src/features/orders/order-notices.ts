import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@terracraft/shared/orders';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { Transaction } from '../../db/client';
import type { OutgoingMail, Outbox } from '../mail';
import type { OrderActor, OrderEvent } from './order-status';
import {
  newOrderAlertMail,
  orderCancellationMail,
  orderConfirmationMail,
  orderDeliveredMail,
  orderShippedMail,
  refundCompletedMail,
  refundStartedMail,
  type OrderMail,
} from './order-mail';

/**
 * Tells the shopper (by mail), the shop's orders address and the log what happened to an order.
 * The mails are written to the outbox in the transaction of the change, so they exist exactly when
 * the change does, and go out after it commits, retried until the mail server takes them; the log
 * lines are written once the transaction has committed. Mails are signed with the business
 * details of the settings, read before the transaction begins (`business`).
 */
export function createOrderNotices({
  outbox,
  publicUrl,
  business,
  refundsCompleteAtOnce,
  log,
}: {
  outbox: Outbox;
  publicUrl: string;
  /** The business details as the settings hold them now. */
  business: () => Promise<BusinessSettings>;
  /**
   * Whether the gateway's refunds are complete as soon as they are made (the sandbox): the
   * "refund completed" mail then goes out with the "refund started" one. Razorpay's refunds take
   * days: see decision 0022.
   */
  refundsCompleteAtOnce: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  async function enqueue(tx: Transaction, orderId: string, mail: OrderMail) {
    await outbox.enqueue(tx, { ...mail, orderId });
  }

  /** The shopper's confirmation and the shop's new-order alert. */
  const confirmationMails = (orderId: string, order: Order, biz: BusinessSettings) =>
    [orderConfirmationMail(order, publicUrl, biz), newOrderAlertMail(order, publicUrl, biz)].map(
      (mail) => ({ ...mail, orderId }),
    );

  async function refunded(
    tx: Transaction,
    orderId: string,
    order: Order,
    reason: string,
    biz: BusinessSettings,
  ) {
    const notice = { order, amount: order.total, reason };
    await enqueue(tx, orderId, refundStartedMail(notice, publicUrl, biz));
    if (refundsCompleteAtOnce) {
      await enqueue(tx, orderId, refundCompletedMail(notice, publicUrl, biz));
    }
  }

  return {
    /** What the mails need from outside the transaction; call before it begins. */
    prepare: () => business(),

    /**
     * A new order's mails, to be written in its placement transaction: the confirmation and the
     * shop's alert when it is cash on delivery (confirmed at once), none for an online order.
     */
    placedMails(orderId: string, order: Order, biz: BusinessSettings) {
      return order.status === 'processing' ? confirmationMails(orderId, order, biz) : [];
    },

    /** Writes mails (of `placedMails`) with the caller's other writes, in one statement. */
    writeAlong: (tx: Transaction, mails: OutgoingMail[]) => outbox.enqueueAlong(tx, ...mails),

    /** After the placement committed. */
    announcePlaced(order: Order) {
      log.info({ order: order.number, method: order.paymentMethod }, 'order placed');
    },

    /** An order the lifecycle moved on (see order-lifecycle.ts), in the transaction that moved it. */
    async moved(
      tx: Transaction,
      orderId: string,
      order: Order,
      event: OrderEvent,
      biz: BusinessSettings,
    ) {
      const label = `#${order.number}`;
      switch (event.type) {
        case 'pay':
          // Both in one statement.
          return outbox.enqueue(tx, ...confirmationMails(orderId, order, biz));
        case 'cancel':
        case 'expire':
          // One mail says it all: the cancellation, and the refund of a paid order with it.
          return enqueue(
            tx,
            orderId,
            orderCancellationMail(
              order,
              publicUrl,
              biz,
              refundsCompleteAtOnce ? 'complete' : 'started',
            ),
          );
        case 'refund-late-payment':
          return refunded(
            tx,
            orderId,
            order,
            `your payment for order ${label}, which arrived after the order was released`,
            biz,
          );
        case 'ship':
          await outbox.enqueue(tx, {
            ...orderShippedMail(order, publicUrl, biz),
            orderId,
            attachments: [{ kind: 'invoice', orderId }],
          });
          return;
        case 'deliver':
          return enqueue(tx, orderId, orderDeliveredMail(order, publicUrl, biz));
        case 'confirm':
        case 'pack':
        case 'collect-cash':
          return;
      }
    },

    /**
     * The gateway finished an order's refund (Razorpay's refund.processed): the shopper hears it is
     * complete. Gateways whose refunds complete at once said so with the refund.
     */
    async refundProcessed(
      tx: Transaction,
      orderId: string,
      order: Order,
      amount: number,
      biz: BusinessSettings,
    ) {
      if (refundsCompleteAtOnce) return;
      const notice = { order, amount, reason: `order #${order.number}` };
      await enqueue(tx, orderId, refundCompletedMail(notice, publicUrl, biz));
    },

    /** After the change committed: the log line. */
    announceMoved(order: Order, event: OrderEvent, actor: OrderActor) {
      switch (event.type) {
        case 'pay':
          return log.info({ order: order.number }, 'order paid');
        case 'cancel':
          return log.info(
            { order: order.number },
            actor.kind === 'shopper'
              ? 'order cancelled by the shopper'
              : actor.kind === 'staff'
                ? 'order cancelled by staff'
                : 'order cancelled',
          );
        case 'expire':
          return log.info({ order: order.number }, 'unpaid order released');
        case 'refund-late-payment':
          return log.warn({ order: order.number }, 'payment arrived after release; refunded');
        case 'ship':
          return log.info({ order: order.number }, 'order shipped');
        case 'confirm':
        case 'pack':
        case 'deliver':
        case 'collect-cash':
          return log.info({ order: order.number, event: event.type }, 'order moved on by staff');
      }
    },
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
