import { IDEMPOTENCY_KEY_HEADER } from '@terracraft/shared/orders';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { AddressService } from '../addresses';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { OrderActions } from './order-actions';
import type { OrderPlacement } from './order-placement';
import type { OrderService } from './orders.service';

export const orderRoutes: FastifyPluginAsync<{
  placement: OrderPlacement;
  orders: OrderService;
  actions: OrderActions;
  sessions: SessionGuard;
  addresses: AddressService;
}> = async (app, { placement, orders, actions, sessions, addresses }) => {
  route(
    app,
    'orders.quote',
    {
      summary: 'The checkout order summary: cart lines at current prices, coupon, shipping, total',
      description:
        'Prices come from the database. A coupon that does not apply is reported in couponError and left out of the totals.',
      preHandler: sessions.requireUser,
    },
    async (request) => placement.quote(signedInUser(request).id, request.body),
  );

  route(
    app,
    'orders.place',
    {
      summary: 'Place an order (cash on delivery, or online to be paid through Razorpay)',
      description:
        'One transaction: database prices (a line whose price differs from unitPrice is refused with PRICE_CHANGED), stock taken only if available (OUT_OF_STOCK otherwise), coupon redeemed. The same Idempotency-Key with the same body answers with the same order; with another body, 422 IDEMPOTENCY_KEY_REUSED. Online orders answer with the Razorpay order to pay and stay payment_pending until paid. An online order of the same products, quantities, prices and coupon as one of the shopper’s orders still waiting for payment answers with that order (shipping to the address now given) instead of placing another.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) => {
      // Saving the address is not part of the order: a retry that differs only there is the
      // same checkout attempt.
      const { saveAddress, ...order } = request.body;
      const { replayed, ...placed } = await placement.place(
        signedInUser(request),
        request.headers[IDEMPOTENCY_KEY_HEADER],
        order,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      // The address book is kept after the order, outside its transaction: the order must not
      // fail because the book is full or cannot be written, and a replay saves nothing again.
      if (saveAddress && !replayed) {
        await addresses
          .saveFromCheckout(signedInUser(request).id, request.body.shippingAddress)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'Could not save the address to the address book'),
          );
      }
      return reply.code(201).send(placed);
    },
  );

  route(
    app,
    'orders.list',
    {
      summary: 'The signed-in shopper’s orders, newest first, by tab',
      preHandler: sessions.requireUser,
    },
    async (request) =>
      orders.list(signedInUser(request).id, request.query.status, request.query.page),
  );

  route(
    app,
    'orders.get',
    {
      summary: 'One of the shopper’s orders (404 for anyone else’s)',
      preHandler: sessions.requireUser,
    },
    async (request) => orders.get(signedInUser(request).id, request.params.number),
  );

  route(
    app,
    'orders.cancel',
    {
      summary:
        'Cancel a Processing order or one waiting for payment: stock returns, a paid order is refunded',
      preHandler: sessions.requireUser,
    },
    async (request) => ({
      order: await actions.cancelByShopper(signedInUser(request).id, request.params.number),
    }),
  );
};
