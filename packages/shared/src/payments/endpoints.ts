/** The payments endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const paymentsEndpoints = {
  'payments.config': { method: 'GET', path: '/api/payments/config' },
  'payments.confirm': { method: 'POST', path: '/api/orders/:number/payment' },
  'payments.webhook': { method: 'POST', path: '/api/payments/razorpay/webhook' },
  'payments.sandboxScript': { method: 'GET', path: '/api/payments/sandbox/checkout.js' },
  'payments.sandboxPay': { method: 'POST', path: '/api/payments/sandbox/pay' },
} as const satisfies Record<string, EndpointRoute>;
