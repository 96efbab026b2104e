import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { PrivacyService } from './privacy.service';

export const privacyRoutes: FastifyPluginAsync<{
  privacy: PrivacyService;
  sessions: SessionGuard;
}> = async (app, { privacy, sessions }) => {
  route(
    app,
    'privacy.export',
    {
      summary: 'Download my data: profile, addresses, orders with items, reviews, cart, wishlist',
      description: 'A JSON attachment, as India’s DPDP Act lets the shopper ask for.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) => {
      const data = await privacy.export(signedInUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="terracraft-my-data-${day}.json"`);
      return data;
    },
  );

  route(
    app,
    'privacy.deleteAccount',
    {
      summary: 'Delete my account: personal data erased; orders and invoices kept without contact',
      description:
        'Needs the account’s password (or confirmation "DELETE" for an account without one): 403 otherwise. 409 while an order is not yet delivered or cancelled, while a return is under way, or for the shop’s last owner. Signs out every session.',
      preHandler: sessions.requireUser,
    },
    async (request) => {
      await privacy.deleteAccount(signedInUser(request).id, request.body);
      return { deleted: true as const };
    },
  );
};
