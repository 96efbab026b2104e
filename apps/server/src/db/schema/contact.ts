import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_STATUSES } from '@terracraft/shared/contact/admin';
import { users } from './auth';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** New until staff mark it handled (a reply does so too). */
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Milliseconds, so the value the console read compares exactly when it saves (409 STALE). */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    check('contact_messages_status_check', sql`${table.status} IN ('new', 'handled')`),
    // The console's inbox: newest first, all or by status.
    index('contact_messages_created_id_idx').on(table.createdAt, table.id),
    index('contact_messages_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

/** What staff answered a contact message, by mail; the thread the console shows. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Who sent it; the email is copied so the thread outlives the account. */
    sentById: text('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByEmail: text('sent_by_email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.sentAt)],
);
