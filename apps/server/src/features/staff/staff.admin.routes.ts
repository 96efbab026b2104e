import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { Invitations } from './invitations.service';
import type { StaffService } from './staff.service';

/** The owner's staff page: who has a role, invitations, removal. Owners only (the table says so). */
export const staffAdminRoutes: FastifyPluginAsync<{
  staff: StaffService;
  invitations: Invitations;
}> = async (app, { staff, invitations }) => {
  route(
    app,
    'admin.staff.list',
    {
      summary: 'Staff members and owners (owners)',
      description:
        'Owners first, then staff, each longest-serving first; since is when the role was given.',
    },
    async () => {
      return staff.list();
    },
  );

  route(
    app,
    'admin.staff.remove',
    {
      summary: 'Remove a staff member (owners)',
      description:
        'Their role is taken away and every session of theirs ends at once. 403 for yourself or an owner; 404 when the account is not staff. Answers the staff list.',
    },
    async (request) => staff.remove(signedInStaff(request), request.params.userId),
  );

  route(
    app,
    'admin.staff.invitations',
    {
      summary: 'Invitations not accepted yet (owners)',
      description:
        'Newest first; expired ones stay listed (expired: true) until revoked or sent again.',
    },
    async () => {
      return invitations.list();
    },
  );

  route(
    app,
    'admin.staff.invite',
    {
      summary: 'Invite someone to the staff by email (owners)',
      description:
        'Mails "You’re invited to help run TerraCraft" with a link to /admin/invitation?token=…, valid 7 days; the person signs up or signs in with that address, then opens it. Inviting the same address again replaces its invitation (the old link stops working). 409 ALREADY_STAFF for a staff member or owner. mailSent is false when the mail could not go out: invite again to resend.',
    },
    async (request, reply) =>
      reply.code(201).send(await invitations.invite(signedInStaff(request), request.body.email)),
  );

  route(
    app,
    'admin.staff.revokeInvitation',
    {
      summary: 'Withdraw an invitation (owners)',
      description:
        'Its link stops working. 404 when there is no such invitation. Answers the invitations left.',
    },
    async (request) => invitations.revoke(signedInStaff(request), request.params.id),
  );
};
