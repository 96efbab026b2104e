import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counts when the shop runs on PostgreSQL, shared by every server instance: one row
 * per limit and key (a client address, an email), counting attempts until `resets_at`. Rows past
 * their window are pruned.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counts_resets_at_idx').on(table.resetsAt)],
);

/**
 * Secrets the server generates for itself when not configured (the session signing secret), kept
 * in the database so every instance on it agrees.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
