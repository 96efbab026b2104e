import type {
  MessageListQuery,
  MessagePage,
  MessageStatus,
  MessageThread,
} from '@terracraft/shared/contact/admin';
import { formatDateTime } from '@terracraft/shared/dates';
import { SHOP_NAME } from '@terracraft/shared/policy';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { nextUpdatedAt, refuseIfChangedSince } from '../../lib/versioned-update';
import { instantCursorSchema } from '../../lib/keyset';
import type { AuditLog } from '../audit';
import { renderTextMail, type Outbox } from '../mail';
import type { StaffUser } from '../../plugins/session';
import type { SettingsService } from '../settings';
import { createInboxRepository, type ContactMessageRow } from './contact.admin.repository';

const noSuchMessage = () => notFound('No message has this id.');

/** A later instant than the row's, so the editor's `updatedAt` always changes on a write. */

/**
 * The contact messages inbox. Staff read a message, mark it handled (or new again), and answer it
 * by mail through the outbox, from the support address; each reply is kept in the thread.
 */
export function createContactInbox({
  db,
  audit,
  outbox,
  settings,
}: {
  db: Database;
  audit: AuditLog;
  outbox: Outbox;
  settings: Pick<SettingsService, 'get'>;
}) {
  async function thread(message: ContactMessageRow): Promise<MessageThread> {
    const replies = await createInboxRepository(db).replies(message.id);
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      status: message.status,
      receivedAt: message.createdAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      handledAt: message.handledAt?.toISOString() ?? null,
      replies: replies.map((reply) => ({
        id: reply.id,
        text: reply.text,
        sentAt: reply.sentAt.toISOString(),
        sentBy: { id: reply.accountId ?? '', email: reply.sentByEmail },
      })),
    };
  }

  async function get(id: string): Promise<MessageThread> {
    const message = await createInboxRepository(db).find(id);
    if (!message) throw noSuchMessage();
    return thread(message);
  }

  return {
    async list(query: MessageListQuery): Promise<MessagePage> {
      const after = query.cursor ? decodeCursor(query.cursor, instantCursorSchema) : undefined;
      const rows = await createInboxRepository(db).list(
        { status: query.status, after },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ cursorAt: _cursor, createdAt, updatedAt, ...row }) => ({
          ...row,
          receivedAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
      };
    },

    get,

    async setStatus(
      actor: StaffUser,
      id: string,
      input: { status: MessageStatus; updatedAt: string },
    ): Promise<MessageThread> {
      await db.transaction(async (tx) => {
        const inbox = createInboxRepository(tx);
        const before = await inbox.find(id, { forUpdate: true });
        if (!before) throw noSuchMessage();
        refuseIfChangedSince(before.updatedAt, input.updatedAt, 'This message');
        if (before.status === input.status) return;
        await inbox.setStatus(id, input.status, nextUpdatedAt(before.updatedAt));
        await audit.record(tx, {
          actor,
          action: input.status === 'handled' ? 'message.handle' : 'message.reopen',
          entityType: 'message',
          entityId: id,
          before: { status: before.status },
          after: { status: input.status },
        });
      });
      return get(id);
    },

    /**
     * Records the reply, marks the message handled and writes the reply's mail to the outbox, in
     * one transaction: the outbox sends it to the sender, retrying while the mail server is down.
     */
    async reply(actor: StaffUser, id: string, text: string): Promise<MessageThread> {
      const message = await createInboxRepository(db).find(id);
      if (!message) throw noSuchMessage();
      const business = await settings.get('business');
      const { supportEmail, shopName } = business;
      const mailText = [
        text,
        '',
        `— ${shopName || SHOP_NAME}`,
        '',
        `On ${formatDateTime(message.createdAt)} you wrote:`,
        ...message.message.split('\n').map((line) => `> ${line}`),
      ].join('\n');
      const mail = {
        kind: 'contact-reply',
        to: message.email,
        replyTo: supportEmail,
        subject: `Re: ${message.subject || `your message to ${shopName || SHOP_NAME}`}`,
        ...renderTextMail(business, mailText),
      };
      await db.transaction(async (tx) => {
        const inbox = createInboxRepository(tx);
        const before = (await inbox.find(id, { forUpdate: true }))!;
        const reply = await inbox.addReply({
          messageId: id,
          text,
          sentById: actor.id,
          sentByEmail: actor.email,
        });
        if (before.status !== 'handled') {
          await inbox.setStatus(id, 'handled', nextUpdatedAt(before.updatedAt));
        }
        await audit.record(tx, {
          actor,
          action: 'message.reply',
          entityType: 'message',
          entityId: id,
          before: { status: before.status },
          after: { status: 'handled', reply: { id: reply.id, to: message.email, text } },
        });
        await outbox.enqueue(tx, mail);
      });
      return get(id);
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
