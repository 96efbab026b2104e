import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Two-factor sign-in with an authenticator app (better-auth's twoFactor plugin): the TOTP secret
 * and the backup codes, both encrypted with the auth secret; one row per account that set it up.
 * `verified` is false from setup until the first code is checked.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true).notNull(),
    /** Wrong codes in a row at sign-in; past 10 the account waits (lockedUntil). */
    failedVerificationCount: integer('failed_verification_count').default(0).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId)],
);
