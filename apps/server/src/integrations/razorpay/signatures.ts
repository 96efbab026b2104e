import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time, so the comparison
 * does not reveal how many leading characters were right.
 */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.trim().toLowerCase(), 'hex');
  // Buffer.from(hex) stops at the first non-hex character, so check the length after decoding.
  return (
    received.length === expected.length &&
    receivedHex.trim().length === expectedHex.length &&
    timingSafeEqual(expected, received)
  );
}

/** The signature Razorpay Checkout returns for a payment: HMAC-SHA256(order_id|payment_id). */
export const paymentSignature = (
  secret: string,
  gatewayOrderId: string,
  gatewayPaymentId: string,
) => hmacSha256Hex(secret, `${gatewayOrderId}|${gatewayPaymentId}`);
