import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@terracraft/shared/orders';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import type { OrderActor, OrderEvent } from './order-status';
import { orderCancellationMail, orderConfirmationMail, orderShippedMail } from './order-mail';

type OrderMail = (order: Order, publicUrl: string, business: BusinessSettings) => MailMessage;

/**
 * Tells the shopper (by mail) and the log what happened to an order, once it has been committed.
 * Mails are signed with the business details of the settings. A mail that cannot be sent is
 * logged; the order stands.
 */
export function createOrderNotices({
  mailer,
  publicUrl,
  business,
  log,
}: {
  mailer: Mailer;
  publicUrl: string;
  /** The business details as the settings hold them now. */
  business: () => Promise<BusinessSettings>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  async function sendMail(mail: OrderMail, order: Order) {
    try {
      await mailer.send(mail(order, publicUrl, await business()));
    } catch (error) {
      log.error({ err: error, order: order.number }, 'order mail could not be sent');
    }
  }

  return {
    /** A new order: confirmed at once when it is cash on delivery, on payment when online. */
    async placed(order: Order) {
      log.info({ order: order.number, method: order.paymentMethod }, 'order placed');
      if (order.status === 'processing') {
        await sendMail(orderConfirmationMail, order);
      }
    },

    /** An order the lifecycle moved on (see order-lifecycle.ts). */
    async moved(order: Order, event: OrderEvent, actor: OrderActor) {
      switch (event.type) {
        case 'pay':
          log.info({ order: order.number }, 'order paid');
          return sendMail(orderConfirmationMail, order);
        case 'cancel':
          log.info(
            { order: order.number },
            actor.kind === 'shopper'
              ? 'order cancelled by the shopper'
              : actor.kind === 'staff'
                ? 'order cancelled by staff'
                : 'order cancelled',
          );
          return sendMail(orderCancellationMail, order);
        case 'expire':
          log.info({ order: order.number }, 'unpaid order released');
          return sendMail(orderCancellationMail, order);
        case 'refund-late-payment':
          log.warn({ order: order.number }, 'payment arrived after release; refunded');
          return;
        case 'ship':
          log.info({ order: order.number }, 'order shipped');
          return sendMail(orderShippedMail, order);
        case 'confirm':
        case 'pack':
        case 'deliver':
        case 'collect-cash':
          log.info({ order: order.number, event: event.type }, 'order moved on by staff');
          return;
      }
    },
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
