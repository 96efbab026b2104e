import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Invitations to join the shop's staff, one per address at most (inviting again replaces it).
 * Only a hash of the token is kept: the link in the mail is the one copy of the token. An
 * accepted or revoked invitation is deleted.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercase, as accounts keep their email. */
    email: text('email').notNull().unique(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_invitations_sent_at_idx').on(table.sentAt)],
);
