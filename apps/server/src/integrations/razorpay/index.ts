import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway } from './sandbox-gateway';

export type { PaymentGateway } from './payment-gateway';
export { PaymentGatewayError } from './payment-gateway';
/**
 * Real Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, otherwise the built-in
 * sandbox when it is chosen (PAYMENTS_SANDBOX, see loadConfig), whose secrets derive from the
 * shop's secret (the same on every server sharing it). loadConfig refuses a configuration with
 * neither; this refuses it again rather than take orders nobody can pay.
 */
export function createPaymentGateway(config: Config, shopSecret: string): PaymentGateway {
  if (config.razorpay) return createRazorpayGateway(config.razorpay);
  if (config.paymentsSandbox) return createSandboxGateway(shopSecret);
  throw new Error(
    'Online payments have no gateway: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SANDBOX=true.',
  );
}

export const isSandbox = (
  gateway: PaymentGateway,
): gateway is ReturnType<typeof createSandboxGateway> => gateway.provider === 'sandbox';
