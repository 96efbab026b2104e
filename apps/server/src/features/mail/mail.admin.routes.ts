import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { MailConsole } from './mail.admin.service';

/** The console's Mails area: the outbox's mails, and resending one. */
export const mailAdminRoutes: FastifyPluginAsync<{ mails: MailConsole }> = async (
  app,
  { mails },
) => {
  route(
    app,
    'admin.mail.list',
    {
      summary: 'The mails of the outbox, newest first',
      description:
        'Filter by status (queued, sending, sent, failed) and search (q) by part of the recipient’s address or by order number (TC1001). Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return mails.list(request.query);
    },
  );

  route(
    app,
    'admin.mail.resend',
    {
      summary: 'Sends a failed or sent mail again',
      description:
        'Queues the mail once more, due now, with a fresh count of attempts; audited. 409 while it is queued or being sent.',
    },
    async (request) => mails.resend(signedInStaff(request), Number(request.params.id)),
  );
};
