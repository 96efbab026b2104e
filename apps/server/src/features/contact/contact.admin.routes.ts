import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { ContactInbox } from './contact.admin.service';

/** The console's inbox of contact messages. */
export const contactAdminRoutes: FastifyPluginAsync<{ inbox: ContactInbox }> = async (
  app,
  { inbox },
) => {
  route(
    app,
    'admin.contact.list',
    {
      summary: 'Contact messages, newest first',
      description:
        'Filter by status (new or handled). Each has a preview of its text and its number of replies. Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return inbox.list(request.query);
    },
  );

  route(
    app,
    'admin.contact.get',
    { summary: 'A contact message with the replies sent to it' },
    async (request) => {
      return inbox.get(request.params.id);
    },
  );

  route(
    app,
    'admin.contact.setStatus',
    {
      summary: 'Mark a message handled, or new again',
      description: 'Send the updatedAt you read: 409 STALE when the message changed since.',
    },
    async (request) => inbox.setStatus(signedInStaff(request), request.params.id, request.body),
  );

  route(
    app,
    'admin.contact.reply',
    {
      summary: 'Answer a message by mail',
      description:
        'Mails the reply to the sender (Reply-To: the shop’s support address, with their message quoted), records it in the thread and marks the message handled. 502 MAIL_FAILED when the mail could not be sent: nothing is recorded.',
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inbox.reply(signedInStaff(request), request.params.id, request.body.text)),
  );
};
