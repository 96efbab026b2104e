import {
  cartLinesRequestSchema,
  cartMergeRequestSchema,
  pricedCartSchema,
} from '@terracraft/shared/cart';
import { errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../auth/session';
import { signedInUser } from '../auth/session';
import type { CartService } from './cart.service';

const answers = {
  200: pricedCartSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
};

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService;
  sessions: SessionGuard;
}> = async (app, { cart, sessions }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/cart/price',
    {
      schema: {
        tags: ['cart'],
        summary: 'Today’s prices and stock for cart lines',
        description:
          'Quantities above the stock are lowered to it; products no longer sold or out of stock are left out and listed in `dropped`. No sign-in needed.',
        body: cartLinesRequestSchema,
        response: answers,
      },
    },
    async (request) => cart.price(request.body.items),
  );

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The signed-in shopper’s saved cart, at today’s prices',
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) => cart.saved(signedInUser(request).id),
  );

  app.put(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Save the browser’s cart as the shopper’s cart',
        description: 'Replaces the saved cart; answers it as stored, at today’s prices.',
        body: cartLinesRequestSchema,
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) => cart.replace(signedInUser(request).id, request.body.items),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags: ['cart'],
        summary: 'Join the browser’s cart to the saved one (on sign-in)',
        description:
          'Quantities of the same product add up (`quantities: "add"`, the default) or the larger one stays (`"larger"`), capped at the stock. Answers the merged cart, which is also saved.',
        body: cartMergeRequestSchema,
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) =>
      cart.merge(signedInUser(request).id, request.body.items, request.body.quantities),
  );
};
