import { errorResponseSchema } from '@terracraft/shared/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@terracraft/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionGuard } from '../auth/session';
import { signedInUser } from '../auth/session';
import type { OrderService } from './orders.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Other headers (the session cookie among them) must pass through untouched. */
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Send an Idempotency-Key header: one random key per checkout attempt' })
    .trim()
    .min(16, 'The Idempotency-Key must be 16 to 100 characters')
    .max(100, 'The Idempotency-Key must be 16 to 100 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'The Idempotency-Key may hold letters, digits, - and _ only'),
});

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  sessions: SessionGuard;
}> = async (app, { orders, sessions }) => {
  app.post(
    '/orders/quote',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The checkout order summary: cart lines at current prices, coupon, shipping, total',
        description:
          'Prices come from the database. A coupon that does not apply is reported in couponError and left out of the totals.',
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
      preHandler: sessions.requireUser,
    },
    async (request) => orders.quote(signedInUser(request).id, request.body),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (cash on delivery, or online to be paid through Razorpay)',
        description:
          'One transaction: database prices (a line whose price differs from unitPrice is refused with PRICE_CHANGED), stock taken only if available (OUT_OF_STOCK otherwise), coupon redeemed. The same Idempotency-Key with the same body answers with the same order; with another body, 422 IDEMPOTENCY_KEY_REUSED. Online orders answer with the Razorpay order to pay and stay payment_pending until paid.',
        headers: idempotencyHeaders,
        body: placeOrderRequestSchema,
        response: {
          201: placeOrderResponseSchema,
          ...errors,
          422: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
      preHandler: sessions.requireUser,
    },
    async (request, reply) => {
      const { replayed, ...placed } = await orders.place(
        signedInUser(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in shopper’s orders, newest first, by tab',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
      preHandler: sessions.requireUser,
    },
    async (request) =>
      orders.list(signedInUser(request).id, request.query.status, request.query.page),
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the shopper’s orders (404 for anyone else’s)',
        params: orderParamsSchema,
        response: { 200: placeOrderResponseSchema, ...errors },
      },
      preHandler: sessions.requireUser,
    },
    async (request) => orders.get(signedInUser(request).id, request.params.number),
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel a Processing order: stock returns, a paid order is refunded',
        params: orderParamsSchema,
        response: { 200: z.object({ order: orderSchema }), ...errors, 502: errorResponseSchema },
      },
      preHandler: sessions.requireUser,
    },
    async (request) => ({
      order: await orders.cancel(signedInUser(request).id, request.params.number),
    }),
  );
};
