import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeds that have run on this database, so each runs once and an operator's edits are kept. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
