import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS } from '@terracraft/shared/payments';
import { orders } from './orders';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The Razorpay (or sandbox) side of an online order. */
export const payments = pgTable('payments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  /** The Razorpay order id this server created; signatures are checked against it. */
  gatewayOrderId: text('gateway_order_id').notNull().unique(),
  gatewayPaymentId: text('gateway_payment_id').unique(),
  /** Paise. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('INR'),
  refundId: text('refund_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  capturedAt: timestamptz('captured_at'),
  refundedAt: timestamptz('refunded_at'),
});

/** Webhook deliveries already handled, by Razorpay's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  gatewayOrderId: text('gateway_order_id'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
