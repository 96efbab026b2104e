import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { CartService } from './cart.service';

export const cartRoutes: FastifyPluginAsync<{
  cart: CartService;
  sessions: SessionGuard;
}> = async (app, { cart, sessions }) => {
  route(
    app,
    'cart.price',
    {
      summary: 'Today’s prices and stock for cart lines',
      description:
        'Quantities above the stock are lowered to it; products no longer sold or out of stock are left out and listed in `dropped`. No sign-in needed.',
    },
    async (request) => cart.price(request.body.items),
  );

  route(
    app,
    'cart.saved',
    {
      summary: 'The signed-in shopper’s saved cart, at today’s prices',
      preHandler: sessions.requireUser,
    },
    async (request) => cart.saved(signedInUser(request).id),
  );

  route(
    app,
    'cart.save',
    {
      summary: 'Save the browser’s cart as the shopper’s cart',
      description: 'Replaces the saved cart; answers it as stored, at today’s prices.',
      preHandler: sessions.requireUser,
    },
    async (request) => cart.replace(signedInUser(request).id, request.body.items),
  );

  route(
    app,
    'cart.merge',
    {
      summary: 'Join the browser’s cart to the saved one (on sign-in)',
      description:
        'Quantities of the same product add up (`quantities: "add"`, the default) or the larger one stays (`"larger"`), capped at the stock. Answers the merged cart, which is also saved.',
      preHandler: sessions.requireUser,
    },
    async (request) =>
      cart.merge(signedInUser(request).id, request.body.items, request.body.quantities),
  );
};
