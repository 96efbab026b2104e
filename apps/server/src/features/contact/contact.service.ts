import type { FastifyBaseLogger } from 'fastify';
import type { contactMessageSchema } from '@terracraft/shared/contact';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { createContactRepository } from './contact.repository';

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Messages are stored, and each is also mailed to the shop's support address (from the settings)
 * with the sender as Reply-To, so the team answers from its inbox. The stored copy is what counts:
 * a mail that cannot be sent is logged and the sender still hears that the message arrived.
 */
export function createContactService({
  db,
  mailer,
  settings,
  log,
}: {
  db: Database;
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const messages = createContactRepository(db);
  return {
    async receive(message: ContactMessage) {
      const saved = await messages.insert(message);
      try {
        const { supportEmail } = await settings.get('business');
        await mailer.send({
          to: supportEmail,
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
        log.error({ err: error, message: saved.id }, 'contact mail could not be sent');
      }
      return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
