import { ERROR_CODES } from '@terracraft/shared/errors';
import { ORDER_ERROR_CODES, PAYMENT_WINDOW_MINUTES, type Order } from '@terracraft/shared/orders';
import type { PaymentConfirmation } from '@terracraft/shared/payments';
import type { PaymentGateway } from '../../integrations/razorpay';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { OrderService } from '../orders';
import type { GatewayOrders } from './gateway-orders';
import type { PaymentRecording } from './payment-recording';

/**
 * Checks what Razorpay (or the sandbox) reports before it is recorded: Checkout answers by their
 * payment signature, webhooks by theirs. Both are HMAC-SHA256, compared in constant time; a
 * Checkout answer is checked against the gateway order id stored for the order.
 */
export function createPaymentService({
  gateway,
  orders,
  gatewayOrders,
  recording,
}: {
  gateway: PaymentGateway;
  orders: OrderService;
  gatewayOrders: GatewayOrders;
  recording: PaymentRecording;
}) {
  return {
    /** The Checkout handler's answer for one of the shopper's orders. */
    async confirmCheckout(
      userId: string,
      number: number,
      answer: PaymentConfirmation,
    ): Promise<Order> {
      const payment = await orders.paymentOfUserOrder(userId, number);
      const genuine = gateway.isValidPaymentSignature({
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      });
      if (!genuine) {
        throw new AppError(
          400,
          ORDER_ERROR_CODES.paymentNotVerified,
          'The payment could not be verified, so the order is still waiting for payment.',
        );
      }
      const outcome = await recording.recordPayment({
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: answer.razorpay_payment_id,
      });
      switch (outcome.kind) {
        case 'paid':
        case 'already-recorded':
          return outcome.order;
        case 'refunded-late':
          throw conflict(
            `This order was released because it was not paid within ${PAYMENT_WINDOW_MINUTES} minutes. Your payment has been refunded.`,
          );
        case 'duplicate-event':
        case 'ignored':
          throw conflict('This order has already been paid.');
      }
    },

    /** A webhook delivery: raw body and headers exactly as received. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
      eventId: string | undefined,
    ) {
      if (!gateway.webhooksEnabled) {
        throw new AppError(
          503,
          ERROR_CODES.unavailable,
          'Razorpay webhooks are not configured on this shop (RAZORPAY_WEBHOOK_SECRET).',
        );
      }
      if (!signature || !gateway.isValidWebhookSignature(rawBody, signature)) {
        throw badRequest('The webhook signature is not valid.');
      }
      const event = gateway.parseWebhook(rawBody, eventId);
      if (!event) throw badRequest('The webhook body is not a Razorpay event.');
      if (event.refund) {
        const status = await recording.recordRefundProcessed({
          ...event.refund,
          event: { eventId: event.eventId, type: event.type },
        });
        return { status };
      }
      if (!event.payment) return { status: 'ignored' as const };
      const outcome = await recording.recordPayment({
        ...event.payment,
        event: { eventId: event.eventId, type: event.type },
      });
      if (outcome.kind === 'duplicate-event' || outcome.kind === 'already-recorded') {
        return { status: 'duplicate' as const };
      }
      if (outcome.kind === 'ignored') return { status: 'ignored' as const };
      return { status: 'processed' as const };
    },

    /**
     * A sandbox gateway order of an order of `userId` the sandbox may pay; undefined for any
     * other, including another shopper's (who must not learn that it exists).
     */
    async sandboxPayment(userId: string, gatewayOrderId: string) {
      const payment = await gatewayOrders.paymentOfShopper(gatewayOrderId, userId);
      return payment?.provider === 'sandbox' ? payment : undefined;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
