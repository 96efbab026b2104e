import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@terracraft/shared/orders';
import type { Database } from '../../db/client';
import type { PaymentGateway } from '../../integrations/razorpay';
import type { OrderLifecycle, OrderNotices } from '../orders';
import { createPaymentRepository } from './payments.repository';

/** What happened to a payment the gateway reported (through Checkout or a webhook). */
type PaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'already-recorded'; order: Order }
  | { kind: 'refunded-late'; order: Order }
  | { kind: 'duplicate-event' }
  | { kind: 'ignored'; reason: string };

const GATEWAY = { kind: 'system' } as const;

/** Payments the gateway reports, recorded against their orders. */
export function createPaymentRecording({
  db,
  gateway,
  lifecycle,
  notices,
  log,
}: {
  db: Database;
  gateway: PaymentGateway;
  lifecycle: OrderLifecycle;
  notices: Pick<OrderNotices, 'prepare' | 'refundProcessed'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const recording = {
    /**
     * The gateway reports a refund of the shop's finished (Razorpay's refund.processed): the
     * shopper is told it is complete, once, however often the event is delivered. A refund the
     * shop does not know as an order's (a return's, whose mails go with its steps) is ignored.
     */
    async recordRefundProcessed(input: {
      refundId: string;
      amount: number;
      event: { eventId: string; type: string };
    }): Promise<'processed' | 'duplicate' | 'ignored'> {
      const business = await notices.prepare();
      return lifecycle.change(async ({ tx, lock, show }) => {
        const repository = createPaymentRepository(tx);
        const payment = await repository.paymentByRefundId(input.refundId);
        if (!payment) return 'ignored';
        const fresh = await repository.recordEvent({
          ...input.event,
          gatewayOrderId: payment.gatewayOrderId,
        });
        if (!fresh) return 'duplicate';
        const order = await lock(payment.orderId);
        if (!order) return 'ignored';
        await notices.refundProcessed(tx, order.id, await show(order), input.amount, business);
        return 'processed';
      });
    },

    /**
     * Records a payment the gateway confirmed, once its signature has been checked. Idempotent:
     * the same payment reported again (Checkout and the webhook, or a replay) changes nothing. A
     * payment for an order already released is refunded.
     */
    async recordPayment(input: {
      gatewayOrderId: string;
      gatewayPaymentId: string;
      /** Paise, when the report carries it (webhooks); checked against the order. */
      amount?: number;
      /** A webhook event id: an event seen before changes nothing. */
      event?: { eventId: string; type: string };
    }): Promise<PaymentOutcome> {
      return lifecycle.change(async ({ tx, lock, show, transition }): Promise<PaymentOutcome> => {
        const repository = createPaymentRepository(tx);
        if (input.event) {
          const fresh = await repository.recordEvent({
            ...input.event,
            gatewayOrderId: input.gatewayOrderId,
          });
          if (!fresh) return { kind: 'duplicate-event' };
        }
        const known = await repository.paymentByGatewayOrderId(input.gatewayOrderId);
        if (!known) return { kind: 'ignored', reason: 'not an order of this shop' };
        // The order's row first, then its payment: the order in which cancelling locks them.
        const order = (await lock(known.orderId))!;
        const payment = (await repository.paymentOf(order.id, { forUpdate: true }))!;

        if (input.amount !== undefined && input.amount !== payment.amount) {
          log.error(
            {
              gatewayOrderId: input.gatewayOrderId,
              amount: input.amount,
              expected: payment.amount,
            },
            'payment amount does not match the order',
          );
          return { kind: 'ignored', reason: 'amount does not match' };
        }
        if (payment.gatewayPaymentId) {
          if (payment.gatewayPaymentId !== input.gatewayPaymentId) {
            log.error(
              { order: order.number, payment: input.gatewayPaymentId },
              'a second payment was reported for an order already paid; refund it from the Razorpay dashboard',
            );
            return { kind: 'ignored', reason: 'order already paid by another payment' };
          }
          return { kind: 'already-recorded', order: await show(order) };
        }

        const now = new Date();
        await repository.recordCapture(order.id, input.gatewayPaymentId, now);
        if (order.status === 'payment_pending') {
          return {
            kind: 'paid',
            order: await transition(order, { type: 'pay', at: now }, GATEWAY),
          };
        }
        // The payment window closed before the money arrived: its goods are back on the shelf.
        // The order's row is locked: its status cannot have moved since it was read.
        const refunded = await transition(order, { type: 'refund-late-payment', at: now }, GATEWAY);
        return { kind: 'refunded-late', order: refunded };
      });
    },

    /**
     * Asks the gateway whether an unpaid order was paid after all (the shopper's page closed before
     * Checkout answered, and no webhook came), and records the payment if so. Undefined when the
     * gateway could not be asked.
     */
    async wasPaidAfterAll(orderId: string): Promise<boolean | undefined> {
      const payment = await createPaymentRepository(db).paymentOf(orderId);
      if (!payment) return false;
      let captured: Awaited<ReturnType<PaymentGateway['findCapturedPayment']>>;
      try {
        captured = await gateway.findCapturedPayment(payment.gatewayOrderId);
      } catch (error) {
        log.warn(
          { err: error, orderId },
          'could not ask the payment gateway about an unpaid order',
        );
        return undefined;
      }
      if (!captured) return false;
      const outcome = await recording.recordPayment({
        gatewayOrderId: payment.gatewayOrderId,
        ...captured,
      });
      return outcome.kind === 'paid' || outcome.kind === 'already-recorded';
    },
  };
  return recording;
}

export type PaymentRecording = ReturnType<typeof createPaymentRecording>;
