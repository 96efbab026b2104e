import type { contactMessageSchema } from '@terracraft/shared/contact';
import { formatDateTime } from '@terracraft/shared/dates';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { renderTextMail, type Outbox } from '../mail';
import type { SettingsService } from '../settings';
import { createContactRepository } from './contact.repository';

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Messages are stored, and each is also mailed to the shop's support address (from the settings)
 * with the sender as Reply-To, so the team answers from its inbox. The mail is written to the
 * outbox with the message, in one transaction; the outbox sends it, retrying while the mail
 * server is down.
 */
export function createContactService({
  db,
  outbox,
  settings,
}: {
  db: Database;
  outbox: Outbox;
  settings: Pick<SettingsService, 'get'>;
}) {
  return {
    async receive(message: ContactMessage) {
      const business = await settings.get('business');
      const saved = await db.transaction(async (tx) => {
        const saved = await createContactRepository(tx).insert(message);
        const text = [
          `From: ${message.name || '(no name given)'} <${message.email}>`,
          `Subject: ${message.subject || '(none)'}`,
          `Received: ${formatDateTime(saved.createdAt)} (message ${saved.id})`,
          '',
          message.message,
        ].join('\n');
        await outbox.enqueue(tx, {
          kind: 'contact-message',
          to: business.supportEmail,
          replyTo: message.email,
          subject: `Contact form: ${message.subject || 'a message'}`,
          ...renderTextMail(business, text),
        });
        return saved;
      });
      return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
