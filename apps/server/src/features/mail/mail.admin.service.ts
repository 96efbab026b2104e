import { z } from 'zod';
import type { AdminMail, MailListQuery, MailPage } from '@terracraft/shared/mail';
import { orderNumberId } from '@terracraft/shared/orders';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { conflict, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { StaffUser } from '../../plugins/session';
import { createMailRepository, type OutboxMailRow } from './mail.repository';

const ORDER_NUMBER = /^#?TC(\d{1,9})$/i;

function toAdminMail(row: OutboxMailRow, orderNumber: number | null): AdminMail {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    to: row.to,
    subject: row.subject,
    orderNumber: orderNumber === null ? null : orderNumberId(orderNumber),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The console's Mails: every mail of the outbox, newest first, by status, recipient or order;
 * staff resend a failed mail (or a sent one the shopper lost): it is queued again, due now.
 */
export function createMailConsole({
  db,
  audit,
  onRequeued,
}: {
  db: Database;
  audit: AuditLog;
  /** A mail was queued again: the worker looks at once. */
  onRequeued?: () => void;
}) {
  return {
    async list(query: MailListQuery): Promise<MailPage> {
      const before = query.cursor
        ? decodeCursor(query.cursor, z.tuple([z.number().int().positive()]))[0]
        : undefined;
      const q = query.q?.trim();
      const order = q ? ORDER_NUMBER.exec(q) : null;
      const rows = await createMailRepository(db).list({
        status: query.status,
        ...(order ? { orderNumber: Number(order[1]) } : q ? { to: q } : {}),
        before,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(({ mail, orderNumber }) => toAdminMail(mail, orderNumber)),
        nextCursor:
          rows.length > query.limit ? encodeCursor([page[page.length - 1]!.mail.id]) : null,
      };
    },

    async resend(actor: StaffUser, id: number): Promise<AdminMail> {
      const mail = await db.transaction(async (tx) => {
        const repository = createMailRepository(tx);
        const before = await repository.findById(id);
        if (!before) throw notFound('No mail has this id.');
        const requeued = await repository.requeue(id, new Date());
        if (!requeued) {
          throw conflict(
            `This mail is ${before.status === 'sending' ? 'being sent' : 'queued'} already: it goes out on its own.`,
          );
        }
        await audit.record(tx, {
          actor,
          action: 'mail.resend',
          entityType: 'mail',
          entityId: String(id),
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: requeued.status, to: requeued.to, kind: requeued.kind },
        });
        return toAdminMail(requeued, await repository.orderNumberOf(requeued.orderId));
      });
      onRequeued?.();
      return mail;
    },
  };
}

export type MailConsole = ReturnType<typeof createMailConsole>;
