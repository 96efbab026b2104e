import { contactMessageResponseSchema, contactMessageSchema } from '@terracraft/shared/contact';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { BUSINESS } from '@terracraft/shared/policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { createContactRepository } from './contact.repository';

/**
 * Messages are stored, and each is also mailed to the shop's support address with the sender as
 * Reply-To, so the team answers from its inbox. The stored copy is what counts: a mail that cannot
 * be sent is logged and the sender still hears that the message arrived.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  const messages = createContactRepository(db);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: {
          201: contactMessageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const message = request.body;
      const saved = await messages.insert(message);
      try {
        await mailer.send({
          to: BUSINESS.email,
          replyTo: message.email,
          subject: `Contact form: ${message.subject || 'a message'}`,
          text: [
            `From: ${message.name || '(no name given)'} <${message.email}>`,
            `Subject: ${message.subject || '(none)'}`,
            `Received: ${saved.createdAt.toISOString()} (message ${saved.id})`,
            '',
            message.message,
          ].join('\n'),
        });
      } catch (error) {
        request.log.error({ err: error, message: saved.id }, 'contact mail could not be sent');
      }
      return reply.code(201).send({ id: saved.id, receivedAt: saved.createdAt.toISOString() });
    },
  );
};
