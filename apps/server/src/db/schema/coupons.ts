import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const coupons = pgTable(
  'coupons',
  {
    /** Upper-case, as shoppers type it. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent (1–100) for percent coupons, paise for flat ones. */
    value: integer('value').notNull(),
    /** Paise. */
    minOrder: integer('min_order').notNull().default(0),
    /** Paise; null means no cap. */
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses across all shoppers; null means unlimited. */
    usageLimit: integer('usage_limit'),
    /** Uses by one shopper; null means unlimited. */
    perShopperLimit: integer('per_shopper_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Milliseconds, so the value the console read compares exactly when it saves (409 STALE). */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_created_idx').on(table.createdAt, table.code),
    check('coupons_value_positive', sql`${table.value} > 0`),
    check('coupons_percent_range', sql`${table.kind} <> 'percent' OR ${table.value} <= 100`),
    check('coupons_times_used_nonnegative', sql`${table.timesUsed} >= 0`),
  ],
);

/** One row per order that used a coupon: counts per-shopper use and is removed if the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onUpdate: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().unique(),
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_coupon_user_idx').on(table.couponCode, table.userId)],
);
