import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { Invitations } from './invitations.service';
import type { OwnerSetup } from './owner-setup';

/**
 * The two ways into the back office, for accounts that have no role yet: claiming the shop with
 * the printed setup link, and accepting an invitation. They live under /api/admin but outside the
 * staff guard; each needs a signed-in account, checked before the body is read.
 */
export const staffRoutes: FastifyPluginAsync<{
  setup: OwnerSetup;
  invitations: Invitations;
  sessions: SessionGuard;
}> = async (app, { setup, invitations, sessions }) => {
  route(
    app,
    'admin.staff.setupStatus',
    { summary: 'Whether the shop still waits for its first owner' },
    async () => {
      return setup.status();
    },
  );

  route(
    app,
    'admin.staff.claimSetup',
    {
      summary: 'Become the shop’s first owner with the link the server printed',
      description:
        'The signed-in account becomes the owner; the token is then gone. 403 INVALID_SETUP_TOKEN for any other token; 409 OWNER_EXISTS once the shop has an owner. Answers the account with its new role.',
      onRequest: sessions.requireUser,
    },
    async (request) => setup.claim(signedInUser(request), request.body.token),
  );

  route(
    app,
    'admin.staff.acceptInvitation',
    {
      summary: 'Accept an invitation to the staff',
      description:
        'The signed-in account’s email must be the invited one (any case): otherwise 403 INVITATION_FOR_ANOTHER_EMAIL naming the address, masked. 400 INVITATION_INVALID or INVITATION_EXPIRED when the link no longer works. Answers the account with its new role.',
      onRequest: sessions.requireUser,
    },
    async (request) => invitations.accept(signedInUser(request), request.body.token),
  );
};
