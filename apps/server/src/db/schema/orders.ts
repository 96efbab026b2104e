import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CANCEL_REASONS,
  ORDER_STATUSES,
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
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
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
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
  },
  (table) => [
    unique('orders_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_placed_idx').on(table.userId, table.placedAt),
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
