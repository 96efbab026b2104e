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

    /**
     * Refunds part of the payment captured for an order (a return's lines), at most what was
     * captured; `receipt` names the part, so a retry after a lost answer is not paid twice.
     * Answers the gateway's refund id, or null when nothing was captured. When the gateway cannot
     * refund, throws a 502 with `failure`, rolling the change back.
     */
    async refundPart(
      tx: Transaction,
      order: { id: string; number: number },
      { amount, receipt, failure }: { amount: number; receipt: string; failure: string },
    ): Promise<string | null> {
      const payment = await createPaymentRepository(tx).paymentOf(order.id, { forUpdate: true });
      if (!payment?.gatewayPaymentId) return null;
      if (amount <= 0 || amount > payment.amount) {
        throw new Error(`refund of ${amount} paise is outside the payment of ${payment.amount}`);
      }
      try {
        const { refundId } = await gateway.refund({
          gatewayPaymentId: payment.gatewayPaymentId,
          amount,
          receipt,
        });
        return refundId;
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          log.error({ err: error, order: order.number, receipt }, 'partial refund failed');
          throw paymentGatewayFailure(failure);
        }
        throw error;
      }
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
