import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@terracraft/shared/returns';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, returnLines, returnRequests } from '../../db/schema';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect & {
  name: string;
  unitPrice: number;
  productSlug: string | null;
};
export type ReturnRowChanges = Partial<typeof returnRequests.$inferInsert>;

/** Every SQL statement of returns and their lines. */
export function createReturnRepository(db: Database | Transaction) {
  return {
    async insertReturn(values: Omit<typeof returnRequests.$inferInsert, 'number'>) {
      const [row] = await db.insert(returnRequests).values(values).returning();
      return row!;
    },

    async insertLines(rows: (typeof returnLines.$inferInsert)[]) {
      await db.insert(returnLines).values(rows);
    },

    async findByNumber(number: number, { forUpdate = false } = {}) {
      const query = db.select().from(returnRequests).where(eq(returnRequests.number, number));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row;
    },

    /** The returns of some orders, oldest first. */
    async ofOrders(orderIds: string[]): Promise<ReturnRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(returnRequests)
        .where(inArray(returnRequests.orderId, orderIds))
        .orderBy(asc(returnRequests.number));
    },

    /** The lines of some returns, with the order line's name and price. */
    async linesOf(returnIds: string[]): Promise<ReturnLineRow[]> {
      if (returnIds.length === 0) return [];
      return db
        .select({
          returnId: returnLines.returnId,
          orderId: returnLines.orderId,
          position: returnLines.position,
          quantity: returnLines.quantity,
          name: orderItems.name,
          unitPrice: orderItems.unitPrice,
          productSlug: orderItems.productSlug,
        })
        .from(returnLines)
        .innerJoin(
          orderItems,
          and(
            eq(orderItems.orderId, returnLines.orderId),
            eq(orderItems.position, returnLines.position),
          ),
        )
        .where(inArray(returnLines.returnId, returnIds))
        .orderBy(asc(returnLines.position));
    },

    /** Units of each line of an order already in a return that was not rejected. */
    async requestedUnits(orderId: string): Promise<Map<number, number>> {
      const rows = await db
        .select({
          position: returnLines.position,
          quantity: sql<number>`sum(${returnLines.quantity})::int`,
        })
        .from(returnLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
        .where(and(eq(returnLines.orderId, orderId), ne(returnRequests.status, 'rejected')))
        .groupBy(returnLines.position);
      return new Map(rows.map((row) => [row.position, row.quantity]));
    },

    /** Moves a return on only if it is still at `from`; undefined when it has moved meanwhile. */
    async updateIfStatus(id: string, from: ReturnStatus, changes: ReturnRowChanges) {
      const [row] = await db
        .update(returnRequests)
        .set(changes)
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
        .returning();
      return row;
    },

    /** The console's queue: newest first by number, with the order's number and shopper. */
    list({ status, before, limit }: { status?: ReturnStatus; before?: number; limit: number }) {
      return db
        .select({ row: returnRequests, order: orders })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(
          and(
            status ? eq(returnRequests.status, status) : undefined,
            before === undefined ? undefined : lt(returnRequests.number, before),
          ),
        )
        .orderBy(desc(returnRequests.number))
        .limit(limit);
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
