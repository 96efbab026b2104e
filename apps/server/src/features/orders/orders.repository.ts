import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  orderItems,
  orders,
  paymentEvents,
  payments,
  productSales,
  products,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type OrderStatus = OrderRow['status'];

/** Every SQL statement of orders and their payments. */
export function createOrderRepository(db: Database | Transaction) {
  const lockable = <T>(query: T & { for(strength: 'update'): T }, forUpdate: boolean) =>
    forUpdate ? query.for('update') : query;

  return {
    /**
     * Serialises requests carrying the same checkout attempt (a double click, a retry), so the
     * second sees the first's order instead of racing it. Released when the transaction ends.
     */
    async lockCheckoutAttempt(userId: string, idempotencyKey: string) {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}:${idempotencyKey}`}, 0))`,
      );
    },

    async findByIdempotencyKey(userId: string, idempotencyKey: string) {
      const [row] = await db
        .select({ id: orders.id, requestHash: orders.requestHash })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    /** Takes units off the shelf only if that many are there: stock never goes below zero. */
    async reserveStock(slug: string, quantity: number): Promise<boolean> {
      const updated = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.slug, slug), gte(products.stock, quantity)))
        .returning({ slug: products.slug });
      return updated.length === 1;
    },

    async stockOf(slug: string): Promise<number> {
      const [row] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.slug, slug));
      return row?.stock ?? 0;
    },

    async restoreStock(slug: string, quantity: number) {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.slug, slug));
    },

    async addSales(slug: string, day: string, units: number) {
      await db
        .insert(productSales)
        .values({ productSlug: slug, day, units })
        .onConflictDoUpdate({
          target: [productSales.productSlug, productSales.day],
          set: { units: sql`${productSales.units} + ${units}` },
        });
    },

    async subtractSales(slug: string, day: string, units: number) {
      await db
        .update(productSales)
        .set({ units: sql`greatest(${productSales.units} - ${units}, 0)` })
        .where(and(eq(productSales.productSlug, slug), eq(productSales.day, day)));
    },

    async insertOrder(values: Omit<typeof orders.$inferInsert, 'number'>) {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    async insertItems(rows: (typeof orderItems.$inferInsert)[]) {
      await db.insert(orderItems).values(rows);
    },

    /** Records the gateway's order for an order, unless one was recorded first (a concurrent retry). */
    async insertPayment(values: typeof payments.$inferInsert) {
      await db.insert(payments).values(values).onConflictDoNothing({ target: payments.orderId });
    },

    /** Removes an order that was never confirmed to the shopper (its items and payment go with it). */
    async deleteOrder(id: string) {
      await db.delete(orders).where(eq(orders.id, id));
    },

    findById(id: string, { forUpdate = false } = {}) {
      return lockable(db.select().from(orders).where(eq(orders.id, id)).limit(1), forUpdate).then(
        ([row]) => row,
      );
    },

    findByNumber(number: number, { forUpdate = false } = {}) {
      return lockable(
        db.select().from(orders).where(eq(orders.number, number)).limit(1),
        forUpdate,
      ).then(([row]) => row);
    },

    /** An order of this shopper; another shopper's order is as good as missing. */
    findForUser(userId: string, number: number, { forUpdate = false } = {}) {
      return lockable(
        db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.number, number)))
          .limit(1),
        forUpdate,
      ).then(([row]) => row);
    },

    async itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    async paymentOf(orderId: string, { forUpdate = false } = {}) {
      const [row] = await lockable(
        db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1),
        forUpdate,
      );
      return row;
    },

    async paymentByGatewayOrderId(gatewayOrderId: string, { forUpdate = false } = {}) {
      const [row] = await lockable(
        db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).limit(1),
        forUpdate,
      );
      return row;
    },

    async listForUser(
      userId: string,
      { statuses, limit, offset }: { statuses?: OrderStatus[]; limit: number; offset: number },
    ) {
      const where = and(
        eq(orders.userId, userId),
        statuses ? inArray(orders.status, statuses) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.placedAt), desc(orders.number))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Moves an order on only if it is still in the state the caller saw. */
    async transition(
      id: string,
      from: OrderStatus,
      changes: Partial<typeof orders.$inferInsert>,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set(changes)
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
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

    /** False when this webhook event was handled before. */
    async recordEvent(event: { eventId: string; type: string; gatewayOrderId?: string }) {
      const inserted = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length === 1;
    },

    /**
     * Unpaid online orders past their payment window, by id after `afterId` (a cursor), without
     * locking them: each is asked about at the gateway first, then claimed.
     */
    async overdue(now: Date, limit: number, afterId?: string) {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'payment_pending'),
            lt(orders.paymentDueBy, now),
            afterId ? gt(orders.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Locks an unpaid order past its window for release, or answers undefined when it has been
     * paid, released or claimed meanwhile. SKIP LOCKED lets several servers run the release job at
     * once, each taking different orders.
     */
    async claimOverdue(id: string, now: Date) {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'payment_pending'),
            lt(orders.paymentDueBy, now),
          ),
        )
        .for('update', { skipLocked: true });
      return row;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
