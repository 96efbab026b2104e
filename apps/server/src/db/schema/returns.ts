import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_LINE_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from '@terracraft/shared/returns';
import { users } from './auth';
import { orderItems, orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A shopper's request to return units of a delivered order, and the shop's steps on it: each step
 * moves `status` on by a conditional update, and stamps its time.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey(),
    /** Shown as `RT<number>`. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1 }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    /** Cash on delivery: where the refund is paid ('upi' or 'bank'); null for online payments. */
    refundMethod: text('refund_method', { enum: ['upi', 'bank'] }),
    upiId: text('upi_id'),
    bankAccount: text('bank_account'),
    bankIfsc: text('bank_ifsc'),
    accountHolder: text('account_holder'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    approvedAt: timestamptz('approved_at'),
    rejectedAt: timestamptz('rejected_at'),
    rejectionReason: text('rejection_reason'),
    receivedAt: timestamptz('received_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Paise refunded: the lines' price less their share of the coupon, plus shipping if refunded. */
    refundAmount: integer('refund_amount'),
    refundsShipping: boolean('refunds_shipping'),
    /** The gateway's refund id, or the transfer's reference (UTR) staff typed. */
    refundReference: text('refund_reference'),
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId),
    index('return_requests_status_number_idx').on(table.status, table.number),
    check(
      'return_requests_refund_amount_valid',
      sql`${table.refundAmount} IS NULL OR ${table.refundAmount} >= 0`,
    ),
  ],
);

/** Units of one order line in a return. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * What staff did with the units on receipt: 'restock' (back in sellable stock) or 'write-off'
     * (damaged or unsellable: kept out of stock); null until received, and for returns received
     * before the choice existed (they were restocked).
     */
    outcome: text('outcome', { enum: RETURN_LINE_OUTCOMES }),
    /** Why the units were written off; null unless written off. */
    writeOffReason: text('write_off_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    foreignKey({
      columns: [table.orderId, table.position],
      foreignColumns: [orderItems.orderId, orderItems.position],
    }).onDelete('cascade'),
    index('return_lines_order_idx').on(table.orderId),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Photos a shopper sends with a return (at most RETURN_MAX_PHOTOS), seen by staff only. Uploaded
 * before the request is sent, so `return_id` is null until a request claims them; an unclaimed
 * photo is removed a day later. `file` is the name of the WebP made from the upload, named by its
 * content's hash, under DATA_DIR.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('return_photos_return_idx').on(table.returnId),
    index('return_photos_user_idx').on(table.userId, table.createdAt),
  ],
);
