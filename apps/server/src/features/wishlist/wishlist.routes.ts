import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { WishlistService } from './wishlist.service';

export const wishlistRoutes: FastifyPluginAsync<{
  wishlist: WishlistService;
  sessions: SessionGuard;
}> = async (app, { wishlist, sessions }) => {
  route(
    app,
    'wishlist.lookup',
    {
      summary: 'Today’s name, price, image and stock of wishlist products',
      description:
        'Ids that are not products the shop sells are listed in `dropped`. No sign-in needed.',
    },
    async (request) => wishlist.lookup(request.body.ids),
  );

  route(
    app,
    'wishlist.saved',
    { summary: 'The signed-in shopper’s saved wishlist', preHandler: sessions.requireUser },
    async (request) => wishlist.saved(signedInUser(request).id),
  );

  route(
    app,
    'wishlist.save',
    {
      summary: 'Save the browser’s wishlist as the shopper’s wishlist',
      preHandler: sessions.requireUser,
    },
    async (request) => wishlist.replace(signedInUser(request).id, request.body.ids),
  );

  route(
    app,
    'wishlist.merge',
    {
      summary: 'Join the browser’s wishlist to the saved one (on sign-in)',
      preHandler: sessions.requireUser,
    },
    async (request) => wishlist.merge(signedInUser(request).id, request.body.ids),
  );
};
