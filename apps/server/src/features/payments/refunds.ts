import type { FastifyBaseLogger } from 'fastify';
import { orderNumberId } from '@terracraft/shared/orders';
import type { Transaction } from '../../db/client';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/razorpay';
import { paymentGatewayFailure } from './gateway-failure';
import { createPaymentRepository } from './payments.repository';

/**
 * Money going back through the gateway. A refund is made inside the transaction that changes the
 * order (decision 10): the order must not change if the money cannot be returned.
 */
export function createRefunds({
  gateway,
  log,
}: {
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  return {
    /**
     * Refunds the payment captured for an order and records the refund; false when nothing was
     * captured. When the gateway cannot refund, throws a 502 with `failure`, rolling the change back.
     */
    async refundCaptured(
      tx: Transaction,
      order: { id: string; number: number },
      { failure, at }: { failure: string; at: Date },
    ): Promise<boolean> {
      const repository = createPaymentRepository(tx);
      const payment = await repository.paymentOf(order.id, { forUpdate: true });
      if (!payment?.gatewayPaymentId) return false;
      let refundId: string;
      try {
        ({ refundId } = await gateway.refund({
          gatewayPaymentId: payment.gatewayPaymentId,
          amount: payment.amount,
          receipt: orderNumberId(order.number),
        }));
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          log.error({ err: error, order: order.number }, 'refund failed');
          throw paymentGatewayFailure(failure);
        }
        throw error;
      }
      await repository.recordRefund(order.id, refundId, at);
      return true;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
