import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The settings store: one JSON value per key, typed by the key's schema in
 * `@terracraft/shared/settings`. Keys starting with `internal.` hold the server's own values (the
 * first-owner setup token) and are never shown.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  // Milliseconds, as the API sends it back to detect a stale write.
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
