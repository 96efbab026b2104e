import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** What the worker attaches when it sends a mail: a document rendered at send time. */
export type MailAttachmentRefRow =
  { kind: 'invoice'; orderId: string } | { kind: 'credit-note'; documentId: string };

/**
 * The transactional outbox: every mail the shop sends is first a row here, written in the
 * transaction of the change that causes it; the mail worker sends it after the commit, retrying
 * with backoff. `next_attempt_at` is when a queued mail is due, or, while a worker is sending it,
 * when its claim lapses (a worker that died mid-send leaves the mail to the next one).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRefRow[]>().notNull().default([]),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // The worker's claim: mails queued (or claimed by a worker whose claim lapsed) that are due.
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // The console's list, newest first, whole or by status, and an order's mails.
    index('outbox_mails_created_idx').on(table.createdAt, table.id),
    index('outbox_mails_status_idx').on(table.status, table.createdAt, table.id),
    index('outbox_mails_order_idx').on(table.orderId),
    index('outbox_mails_to_idx').on(table.to),
  ],
);
