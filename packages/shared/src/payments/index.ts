/**
 * The payments API contract: how the browser opens Razorpay Checkout (or the built-in sandbox)
 * and hands its answer back for the server to verify.
 */
import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's public key id (`rzp_…`); a placeholder for the sandbox. */
  keyId: z.string(),
  /** The checkout script to load before opening the payment dialog. */
  scriptUrl: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const gatewayId = (prefix: string) =>
  z
    .string()
    .trim()
    .max(64)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `Not a Razorpay ${prefix} id`);

/** The success answer of Razorpay Checkout, as its handler receives it. */
export const paymentConfirmationSchema = z.object({
  razorpay_order_id: gatewayId('order'),
  razorpay_payment_id: gatewayId('pay'),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Not a payment signature'),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const webhookResultSchema = z.object({
  /** `processed`: the payment was recorded; `duplicate`: seen before; `ignored`: not ours. */
  status: z.enum(['processed', 'duplicate', 'ignored']),
});

export const sandboxPayRequestSchema = z.object({ order_id: gatewayId('order') });
export const sandboxPayResponseSchema = paymentConfirmationSchema;
