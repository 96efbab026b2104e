import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orders, paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Every SQL statement of online payments and the gateway's webhook events. */
export function createPaymentRepository(db: Database | Transaction) {
  const lockable = <T>(query: T & { for(strength: 'update'): T }, forUpdate: boolean) =>
    forUpdate ? query.for('update') : query;

  return {
    /** Records the gateway's order for an order, unless one was recorded first (a concurrent retry). */
    async insertPayment(values: typeof payments.$inferInsert) {
      await db.insert(payments).values(values).onConflictDoNothing({ target: payments.orderId });
    },

    async paymentOf(orderId: string, { forUpdate = false } = {}): Promise<PaymentRow | undefined> {
      const [row] = await lockable(
        db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1),
        forUpdate,
      );
      return row;
    },

    async paymentByGatewayOrderId(
      gatewayOrderId: string,
      { forUpdate = false } = {},
    ): Promise<PaymentRow | undefined> {
      const [row] = await lockable(
        db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).limit(1),
        forUpdate,
      );
      return row;
    },

    /** The gateway's order `gatewayOrderId` when it pays an order of the account `userId`. */
    async paymentOfShopper(
      gatewayOrderId: string,
      userId: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select(getTableColumns(payments))
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.gatewayOrderId, gatewayOrderId), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },

    async recordCapture(orderId: string, gatewayPaymentId: string, at: Date) {
      await db
        .update(payments)
        .set({ gatewayPaymentId, capturedAt: at })
        .where(eq(payments.orderId, orderId));
    },

    async recordRefund(orderId: string, refundId: string, at: Date) {
      await db
        .update(payments)
        .set({ refundId, refundedAt: at })
        .where(eq(payments.orderId, orderId));
    },

    /** The payment a refund of the gateway's was made from (a cancellation's, or a late payment's). */
    async paymentByRefundId(refundId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.refundId, refundId));
      return row;
    },

    /** False when this webhook event was handled before. */
    async recordEvent(event: { eventId: string; type: string; gatewayOrderId?: string }) {
      const inserted = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length === 1;
    },
  };
}
