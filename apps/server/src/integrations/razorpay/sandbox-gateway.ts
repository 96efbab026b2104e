import { randomBytes } from 'node:crypto';
import { endpointPath } from '@terracraft/shared/api';
import type { PaymentConfirmation } from '@terracraft/shared/payments';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './signatures';
import { parseRazorpayWebhook } from './webhook-event';

/** Razorpay-style ids: a prefix and 14 letters or digits. */
function sandboxId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const letters = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');
  return `${prefix}_Sbx${letters.slice(0, 11)}`;
}

export interface SandboxGateway extends PaymentGateway {
  provider: 'sandbox';
  /**
   * Pays a sandbox order (captured at once) and answers what Razorpay Checkout would hand the page.
   * Like Razorpay, an order is paid once: paying it again answers the same payment.
   */
  pay(gatewayOrderId: string, amount: number): PaymentConfirmation;
  /** Signs a webhook body the way Razorpay does, for trying the webhook out locally. */
  signWebhook(rawBody: string | Buffer): string;
}

/**
 * The built-in payment sandbox, used when no Razorpay keys are configured. It behaves like
 * Razorpay — order ids, payment ids, signed Checkout answers and webhooks — with secrets derived
 * from the shop's own secret, so the very same verification code runs as with real keys.
 * No money moves. The payments and refunds it made are remembered by this process only, which
 * is enough for a shop trying the sandbox out on one server.
 */
export function createSandboxGateway(secret: string): SandboxGateway {
  const keySecret = hmacSha256Hex(secret, 'payment-sandbox:key-secret');
  const webhookSecret = hmacSha256Hex(secret, 'payment-sandbox:webhook-secret');
  const paid = new Map<string, { gatewayPaymentId: string; amount: number }>();
  const refunds = new Map<string, string>();
  const refunded = new Map<string, number>();
  return {
    provider: 'sandbox',
    keyId: 'rzp_test_sandbox',
    scriptUrl: endpointPath('payments.sandboxScript'),
    async createOrder() {
      return { gatewayOrderId: sandboxId('order') };
    },
    isValidPaymentSignature({ gatewayOrderId, gatewayPaymentId, signature }) {
      return signatureMatches(
        paymentSignature(keySecret, gatewayOrderId, gatewayPaymentId),
        signature,
      );
    },
    webhooksEnabled: true,
    refundsCompleteAtOnce: true,
    isValidWebhookSignature(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature);
    },
    parseWebhook: parseRazorpayWebhook,
    async findCapturedPayment(gatewayOrderId) {
      return paid.get(gatewayOrderId);
    },
    async refund({ gatewayPaymentId, amount, receipt }) {
      // Partial refunds, as Razorpay's: one per receipt, and never more than the payment in all.
      const key = `${gatewayPaymentId}:${receipt}`;
      let refundId = refunds.get(key);
      if (!refundId) {
        const captured = [...paid.values()].find(
          (payment) => payment.gatewayPaymentId === gatewayPaymentId,
        );
        const before = refunded.get(gatewayPaymentId) ?? 0;
        if (captured && before + amount > captured.amount) {
          throw new PaymentGatewayError(
            `sandbox: refunds of ${before + amount} paise exceed the payment of ${captured.amount}`,
          );
        }
        refunded.set(gatewayPaymentId, before + amount);
        refundId = sandboxId('rfnd');
        refunds.set(key, refundId);
      }
      return { refundId };
    },
    pay(gatewayOrderId, amount) {
      let payment = paid.get(gatewayOrderId);
      if (!payment) {
        payment = { gatewayPaymentId: sandboxId('pay'), amount };
        paid.set(gatewayOrderId, payment);
      }
      const { gatewayPaymentId } = payment;
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: gatewayPaymentId,
        razorpay_signature: paymentSignature(keySecret, gatewayOrderId, gatewayPaymentId),
      };
    },
    signWebhook(rawBody) {
      return hmacSha256Hex(webhookSecret, rawBody);
    },
  };
}
