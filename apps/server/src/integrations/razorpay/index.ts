import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway } from './sandbox-gateway';

export type { PaymentGateway, PaymentWebhookEvent } from './payment-gateway';
export { PaymentGatewayError } from './payment-gateway';
export type { SandboxGateway } from './sandbox-gateway';

/**
 * Real Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, otherwise the built-in
 * sandbox, whose secrets derive from the shop's secret (the same on every server sharing it).
 */
export function createPaymentGateway(config: Config, shopSecret: string): PaymentGateway {
  return config.razorpay
    ? createRazorpayGateway(config.razorpay)
    : createSandboxGateway(shopSecret);
}

export const isSandbox = (
  gateway: PaymentGateway,
): gateway is ReturnType<typeof createSandboxGateway> => gateway.provider === 'sandbox';
