import type { PaymentProvider } from '@terracraft/shared/payments';

/** A payment event from a webhook, in the shop's words (see webhook-event.ts for Razorpay's). */
export interface PaymentWebhookEvent {
  /** Razorpay's event id (X-Razorpay-Event-Id), or one derived from the payment when absent. */
  eventId: string;
  type: string;
  /** Set for the events that confirm a payment: `payment.captured` and `order.paid`. */
  payment?: { gatewayOrderId: string; gatewayPaymentId: string; amount: number };
  /** Set for `refund.processed`: the gateway finished a refund the shop made. */
  refund?: { refundId: string; gatewayPaymentId: string; amount: number };
}

/**
 * How the shop takes online payments. Features depend on this interface; Razorpay's own shapes
 * stay inside the adapters (razorpay-gateway.ts for real keys, sandbox-gateway.ts without).
 */
export interface PaymentGateway {
  provider: PaymentProvider;
  /** The public key id the browser opens Checkout with. */
  keyId: string;
  /** The checkout script the browser loads. */
  scriptUrl: string;
  /**
   * Creates the gateway's order for an amount in paise (INR); `receipt` is our order number.
   * Called outside any database transaction (see decision 10); gives up after a short timeout.
   */
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ gatewayOrderId: string }>;
  /**
   * Whether `signature` is HMAC-SHA256(`gatewayOrderId|gatewayPaymentId`) under the key secret,
   * compared in constant time. `gatewayOrderId` must be the id the server stored, never the client's.
   */
  isValidPaymentSignature(input: {
    gatewayOrderId: string;
    gatewayPaymentId: string;
    signature: string;
  }): boolean;
  /** False when no webhook secret is configured: webhooks are then refused. */
  webhooksEnabled: boolean;
  /**
   * True when a refund is complete as soon as it is made (the sandbox); false when the gateway
   * reports it complete later, by webhook (Razorpay's `refund.processed`).
   */
  refundsCompleteAtOnce: boolean;
  /** Whether `signature` is HMAC-SHA256(raw body) under the webhook secret, in constant time. */
  isValidWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Translates a verified webhook body; undefined when it is not a payment event we understand. */
  parseWebhook(rawBody: Buffer, eventIdHeader: string | undefined): PaymentWebhookEvent | undefined;
  /**
   * The captured payment of a gateway order, if the shopper paid it: asked before an unpaid order
   * is released, so a payment whose answer never reached the shop is not lost.
   */
  findCapturedPayment(
    gatewayOrderId: string,
  ): Promise<{ gatewayPaymentId: string; amount: number } | undefined>;
  /**
   * Refunds `amount` paise of a captured payment: all of it (a cancellation) or part (a return).
   * `receipt` names the refund: safe to call again after a failure or a timeout, as a refund the
   * gateway already made for the payment under the same receipt is answered, not repeated.
   */
  refund(input: {
    gatewayPaymentId: string;
    amount: number;
    receipt: string;
  }): Promise<{ refundId: string }>;
}

/**
 * The gateway could not be reached in time or refused the call; the message is for the log, not
 * the shopper.
 */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}
