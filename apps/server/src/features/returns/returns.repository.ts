import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ReturnLineOutcome, ReturnStatus } from '@terracraft/shared/returns';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, returnLines, returnPhotos, returnRequests } from '../../db/schema';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect & {
  name: string;
  unitPrice: number;
  productSlug: string | null;
};
type ReturnPhotoRow = typeof returnPhotos.$inferSelect;
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
          outcome: returnLines.outcome,
          writeOffReason: returnLines.writeOffReason,
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

    /** What staff did with a line's units on receipt. */
    async setLineOutcome(
      returnId: string,
      position: number,
      outcome: ReturnLineOutcome,
      writeOffReason: string | null,
    ) {
      await db
        .update(returnLines)
        .set({ outcome, writeOffReason })
        .where(and(eq(returnLines.returnId, returnId), eq(returnLines.position, position)));
    },

    async insertPhoto(values: typeof returnPhotos.$inferInsert) {
      const [row] = await db.insert(returnPhotos).values(values).returning();
      return row!;
    },

    /**
     * Gives a return the shopper's photos that no return holds yet; answers those it took (fewer
     * than asked when an id is unknown, another's, or already used).
     */
    async claimPhotos(userId: string, returnId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .update(returnPhotos)
        .set({ returnId })
        .where(
          and(
            inArray(returnPhotos.id, ids),
            eq(returnPhotos.userId, userId),
            isNull(returnPhotos.returnId),
          ),
        )
        .returning({ id: returnPhotos.id });
    },

    /** The photos of some returns, oldest first. */
    async photosOf(returnIds: string[]): Promise<ReturnPhotoRow[]> {
      if (returnIds.length === 0) return [];
      return db
        .select()
        .from(returnPhotos)
        .where(inArray(returnPhotos.returnId, returnIds))
        .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id));
    },

    /** The shopper's photos that no return has claimed yet. */
    async unclaimedPhotos(userId: string): Promise<ReturnPhotoRow[]> {
      return db
        .select()
        .from(returnPhotos)
        .where(and(eq(returnPhotos.userId, userId), isNull(returnPhotos.returnId)));
    },

    async removePhotos(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(returnPhotos).where(inArray(returnPhotos.id, ids));
    },

    /** Whether any photo row still names the file (identical uploads share it). */
    async fileInUse(file: string): Promise<boolean> {
      const [row] = await db
        .select({ id: returnPhotos.id })
        .from(returnPhotos)
        .where(eq(returnPhotos.file, file))
        .limit(1);
      return row !== undefined;
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
