import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    /** Stored lower-cased, so the same address in another case is the same subscriber. */
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's list: newest first, paged by (created_at, email).
  (table) => [index('newsletter_subscribers_created_idx').on(table.createdAt, table.email)],
);
