import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_EVENT_TYPES } from '@terracraft/shared/orders/admin';
import {
  CANCEL_REASONS,
  ORDER_STAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@terracraft/shared/orders';
import { users } from './auth';
import { products } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** Shown as `#TC<number>`: unique and increasing, from the column's sequence. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The stage (shared/orders ORDER_STAGES); shoppers see it as its status. */
    status: text('status', { enum: ORDER_STAGES }).notNull(),
    /** Goes up by one with every change: staff send the version they read (409 STALE if moved on). */
    version: integer('version').notNull().default(1),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** Paise, all four: total = subtotal − discount + shipping. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    /** The client's key for this checkout attempt, and a hash of what it asked for. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    placedAt: timestamptz('placed_at').notNull().defaultNow(),
    /** The product_sales day (India's calendar) this order's units were counted on, so a cancellation takes them back there. */
    salesDay: date('sales_day', { mode: 'string' }).notNull(),
    estimatedDelivery: timestamptz('estimated_delivery').notNull(),
    /** An unpaid online order is released after this; null for other orders. */
    paymentDueBy: timestamptz('payment_due_by'),
    paidAt: timestamptz('paid_at'),
    /** When staff accepted the order (its timeline's "Confirmed"). */
    confirmedAt: timestamptz('confirmed_at'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
  },
  (table) => [
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_placed_idx').on(table.userId, table.placedAt),
    // The console's list is newest first by number (keyset), whole or filtered; its search looks
    // up exact values or an email's beginning (text_pattern_ops serves LIKE 'prefix%' whatever the
    // collation; no trigram index, which PGlite lacks).
    index('orders_status_number_idx').on(table.status, table.number),
    index('orders_payment_status_number_idx').on(table.paymentStatus, table.number),
    index('orders_payment_method_number_idx').on(table.paymentMethod, table.number),
    index('orders_placed_at_idx').on(table.placedAt),
    index('orders_email_idx').using('btree', sql`lower(${table.email}) text_pattern_ops`),
    // Phones are stored as typed (+91, 0 or neither before the 10 digits): searched by the 10.
    index('orders_phone_idx').using('btree', sql`right(${table.phone}, 10)`),
    index('orders_pin_idx').on(table.pin),
    // The dashboard: orders waiting by status, and the last 30 days' sales of the statuses that
    // count, each a few range scans of this index.
    index('orders_status_placed_idx').on(table.status, table.placedAt),
    index('orders_payment_due_idx')
      .on(table.paymentDueBy)
      .where(sql`${table.status} = 'payment_pending'`),
    check(
      'orders_amounts_valid',
      sql`${table.subtotal} >= 0 AND ${table.discount} >= 0 AND ${table.shipping} >= 0 AND ${table.total} = ${table.subtotal} - ${table.discount} + ${table.shipping}`,
    ),
  ],
);

/** What was ordered, at the price it was ordered for. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Null once the product is removed from the catalogue; name and price stay. */
    productSlug: text('product_slug').references(() => products.slug, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    name: text('name').notNull(),
    image: text('image'),
    /** Paise. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index('order_items_product_idx').on(table.productSlug),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Carrier and tracking of a shipped order (one parcel per order). */
export const shipments = pgTable('shipments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  /** https only. */
  trackingUrl: text('tracking_url'),
  shippedAt: timestamptz('shipped_at').notNull(),
  deliveredAt: timestamptz('delivered_at'),
});

/**
 * An order's timeline: every change, by whom, when and with what details — placement, payment,
 * each staff move, cancellation, release, notes. Written in the transaction of the change; never
 * updated. The actor is copied, not referenced, so the row outlives the account.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    actorKind: text('actor_kind', { enum: ['shopper', 'staff', 'system'] }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: ['owner', 'staff'] }),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);
