import Razorpay from 'razorpay';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@terracraft/shared/payments';
import { CURRENCY } from '@terracraft/shared/policy';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './signatures';
import { parseRazorpayWebhook } from './webhook-event';

interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}

/** The SDK calls the shop makes; tests pass a stand-in. */
export type RazorpayClient = {
  orders: Pick<Razorpay['orders'], 'create' | 'fetchPayments'>;
  payments: Pick<Razorpay['payments'], 'refund' | 'fetchMultipleRefund'>;
};

/**
 * How long one call to Razorpay may take. The SDK sets no timeout of its own, so without this a
 * hung connection would keep a shopper (or a cancellation) waiting for minutes.
 */
const RAZORPAY_TIMEOUT_MS = 10_000;

/** The SDK rejects with `{ statusCode, error: { code, description } }`. */
function describeSdkError(error: unknown): string {
  const body = error as { statusCode?: number; error?: { code?: string; description?: string } };
  if (body?.error?.description) {
    return `Razorpay ${body.statusCode ?? ''} ${body.error.code ?? ''}: ${body.error.description}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

/** Real Razorpay through its official SDK. */
export function createRazorpayGateway(
  keys: RazorpayKeys,
  client: RazorpayClient = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }),
  { timeoutMs = RAZORPAY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): PaymentGateway {
  /** One SDK call, its failures (and its silence past the timeout) as PaymentGatewayError. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new PaymentGatewayError(`Razorpay ${what}: no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([
        // The SDK throws some errors at once rather than rejecting: catch both.
        Promise.resolve()
          .then(request)
          .catch((error: unknown) => {
            throw new PaymentGatewayError(`Razorpay ${what}: ${describeSdkError(error)}`);
          }),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    scriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amount, receipt, notes }) {
      const order = await call('orders.create', () =>
        client.orders.create({ amount, currency: CURRENCY, receipt, notes }),
      );
      return { gatewayOrderId: order.id };
    },
    isValidPaymentSignature({ gatewayOrderId, gatewayPaymentId, signature }) {
      return signatureMatches(
        paymentSignature(keys.keySecret, gatewayOrderId, gatewayPaymentId),
        signature,
      );
    },
    webhooksEnabled: Boolean(keys.webhookSecret),
    refundsCompleteAtOnce: false,
    isValidWebhookSignature(rawBody, signature) {
      if (!keys.webhookSecret) return false;
      return signatureMatches(hmacSha256Hex(keys.webhookSecret, rawBody), signature);
    },
    parseWebhook: parseRazorpayWebhook,
    async findCapturedPayment(gatewayOrderId) {
      const { items } = await call('orders.fetchPayments', () =>
        client.orders.fetchPayments(gatewayOrderId),
      );
      const captured = items.find((payment) => payment.status === 'captured');
      return captured
        ? { gatewayPaymentId: captured.id, amount: Number(captured.amount) }
        : undefined;
    },
    async refund({ gatewayPaymentId, amount, receipt }) {
      // A refund whose answer was lost (a timeout) may have been made: look before refunding again.
      const { items } = await call('payments.fetchMultipleRefund', () =>
        client.payments.fetchMultipleRefund(gatewayPaymentId),
      );
      const made = items.find(
        (refund) => refund.status !== 'failed' && (refund.receipt ?? receipt) === receipt,
      );
      if (made) return { refundId: made.id };
      const refund = await call('payments.refund', () =>
        client.payments.refund(gatewayPaymentId, {
          amount,
          speed: 'normal',
          receipt,
          notes: { reason: receipt.includes('-RT') ? 'Return refunded' : 'Order cancelled' },
        }),
      );
      return { refundId: refund.id };
    },
  };
}
