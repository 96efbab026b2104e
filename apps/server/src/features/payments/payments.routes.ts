import { endpointPath } from '@terracraft/shared/api';
import type { FastifyPluginAsync } from 'fastify';
import { isSandbox, type PaymentGateway } from '../../integrations/razorpay';
import { sandboxCheckoutScript } from '../../integrations/razorpay/sandbox-checkout-script';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { PaymentService } from './payments.service';

export const paymentRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  payments: PaymentService;
  sessions: SessionGuard;
}> = async (app, { gateway, payments, sessions }) => {
  route(
    app,
    'payments.config',
    { summary: 'How the browser opens the payment dialog: provider, public key, script' },
    async () => ({
      provider: gateway.provider,
      keyId: gateway.keyId,
      scriptUrl: gateway.scriptUrl,
    }),
  );

  route(
    app,
    'payments.confirm',
    {
      summary: 'Hand over Razorpay Checkout’s success answer; the server verifies it',
      description:
        'The signature must be HMAC-SHA256(order_id|payment_id) under the key secret, for the Razorpay order id stored for this order (not the one sent). Only then is the order paid and Processing. Repeating a verified answer changes nothing.',
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
    route(
      raw,
      'payments.webhook',
      {
        summary: 'Razorpay webhook: payment.captured and order.paid',
        description:
          'Signed with X-Razorpay-Signature = HMAC-SHA256(raw body) under the webhook secret. Confirms payment for shoppers who closed the page; a replayed event changes nothing.',
        // Razorpay retries and bursts come from a few addresses; it is another server, with no
        // cookies, so the cross-site write check does not apply.
        config: { rateLimit: { max: 1000, timeWindow: '1 minute' }, crossSite: 'open' },
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

  const checkoutScript = sandboxCheckoutScript(endpointPath('payments.sandboxPay'));
  route(
    app,
    'payments.sandboxScript',
    {
      summary: 'Sandbox only: the stand-in for Razorpay’s checkout.js',
      hide: true,
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(checkoutScript),
  );

  route(
    app,
    'payments.sandboxPay',
    {
      summary: 'Sandbox only: pay a sandbox order, answering as Razorpay Checkout would',
      description:
        'Only the order’s own shopper, signed in, may pay it: 401 signed out, 404 for an order of someone else.',
      preHandler: sessions.requireUser,
    },
    async (request) => {
      const payment = await payments.sandboxPayment(
        signedInUser(request).id,
        request.body.order_id,
      );
      if (!payment) throw notFound('The sandbox has no such order.');
      return sandbox.pay(payment.gatewayOrderId, payment.amount);
    },
  );
};
