import { errorResponseSchema } from '@terracraft/shared/errors';
import { wishlistIdsRequestSchema, wishlistSchema } from '@terracraft/shared/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionGuard } from '../auth/session';
import { signedInUser } from '../auth/session';
import type { WishlistService } from './wishlist.service';

const answers = {
  200: wishlistSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
};

export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService;
  sessions: SessionGuard;
}> = async (app, { wishlist, sessions }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/wishlist/lookup',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Today’s name, price, image and stock of wishlist products',
        description:
          'Ids that are not products the shop sells are listed in `dropped`. No sign-in needed.',
        body: wishlistIdsRequestSchema,
        response: answers,
      },
    },
    async (request) => wishlist.lookup(request.body.ids),
  );

  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The signed-in shopper’s saved wishlist',
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) => wishlist.saved(signedInUser(request).id),
  );

  app.put(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Save the browser’s wishlist as the shopper’s wishlist',
        body: wishlistIdsRequestSchema,
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) => wishlist.replace(signedInUser(request).id, request.body.ids),
  );

  app.post(
    '/wishlist/merge',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Join the browser’s wishlist to the saved one (on sign-in)',
        body: wishlistIdsRequestSchema,
        response: answers,
      },
      preHandler: sessions.requireUser,
    },
    async (request) => wishlist.merge(signedInUser(request).id, request.body.ids),
  );
};
