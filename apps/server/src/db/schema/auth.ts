import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The tables better-auth keeps: accounts and sessions of shoppers (and of the shop's staff). */
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * `owner`, `staff` or null (a shopper). better-auth is not told of this column (auth.ts), so
     * none of its endpoints can read or write it: only the shop's setup and staff code set it.
     */
    role: text('role', { enum: ['owner', 'staff'] }),
    /** When the account got its role. */
    roleSince: timestamp('role_since', { withTimezone: true }),
    /** The shopper's mobile number, 10 digits (shared accountMobileSchema), or null. */
    phone: text('phone'),
    /** Two-factor sign-in is on (better-auth's twoFactor plugin; its secret: two_factors). */
    twoFactorEnabled: boolean('two_factor_enabled').default(false).notNull(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} IN ('owner', 'staff')`),
    // The staff list and "does the shop have an owner?" read the few accounts with a role.
    index('users_role_idx')
      .on(table.role, table.roleSince)
      .where(sql`${table.role} IS NOT NULL`),
    // The console's customer list: newest first, searched by name or email.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
