import { errorResponseSchema } from '@terracraft/shared/errors';
import { orderParamsSchema, orderSchema } from '@terracraft/shared/orders';
import {
  paymentConfigSchema,
  paymentConfirmationSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  SANDBOX_CHECKOUT_SCRIPT,
  webhookResultSchema,
} from '@terracraft/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSandbox, type PaymentGateway } from '../../integrations/razorpay';
import { sandboxCheckoutScript } from '../../integrations/razorpay/sandbox-checkout-script';
import { notFound } from '../../lib/errors';
import type { SessionGuard } from '../auth/session';
import { signedInUser } from '../auth/session';
import type { OrderService } from '../orders/orders.service';
import type { PaymentService } from './payments.service';

const SANDBOX_PAY_PATH = '/payments/sandbox/pay';

export const paymentRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  payments: PaymentService;
  orders: OrderService;
  sessions: SessionGuard;
}> = async (app, { gateway, payments, orders, sessions }) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'How the browser opens the payment dialog: provider, public key, script',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => ({
      provider: gateway.provider,
      keyId: gateway.keyId,
      scriptUrl: gateway.scriptUrl,
    }),
  );

  app.post(
    '/orders/:number/payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Hand over Razorpay Checkout’s success answer; the server verifies it',
        description:
          'The signature must be HMAC-SHA256(order_id|payment_id) under the key secret, for the Razorpay order id stored for this order (not the one sent). Only then is the order paid and Processing. Repeating a verified answer changes nothing.',
        params: orderParamsSchema,
        body: paymentConfirmationSchema,
        response: {
          200: z.object({ order: orderSchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
      preHandler: sessions.requireUser,
    },
    async (request) => ({
      order: await payments.confirmCheckout(
        signedInUser(request).id,
        request.params.number,
        request.body,
      ),
    }),
  );

  // The webhook's signature covers the exact bytes received, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook: payment.captured and order.paid',
          description:
            'Signed with X-Razorpay-Signature = HMAC-SHA256(raw body) under the webhook secret. Confirms payment for shoppers who closed the page; a replayed event changes nothing.',
          response: {
            200: webhookResultSchema,
            400: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
        // Razorpay retries and bursts come from a few addresses.
        config: { rateLimit: { max: 1000, timeWindow: '1 minute' } },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        return payments.handleWebhook(
          request.body as Buffer,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
      },
    );
  });

  if (!isSandbox(gateway)) return;
  const sandbox = gateway;

  const checkoutScript = sandboxCheckoutScript(`/api${SANDBOX_PAY_PATH}`);
  app.get(
    SANDBOX_CHECKOUT_SCRIPT.replace(/^\/api/, ''),
    { schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(checkoutScript),
  );

  app.post(
    SANDBOX_PAY_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox only: pay a sandbox order, answering as Razorpay Checkout would',
        body: sandboxPayRequestSchema,
        response: { 200: sandboxPayResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const payment = await orders.paymentByGatewayOrderId(request.body.order_id);
      if (!payment || payment.provider !== 'sandbox') {
        throw notFound('The sandbox has no such order.');
      }
      return sandbox.pay(payment.gatewayOrderId, payment.amount);
    },
  );
};
