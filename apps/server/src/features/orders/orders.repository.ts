import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  products,
  shipments,
  taxDocuments,
} from '../../db/schema';
import { shownImages, visibleProduct } from '../catalogue';
import type { FoundProduct } from '../pricing';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
/** An order's tax document as its answer lists it (decision 0023). */
export interface DocumentRow {
  id: string;
  orderId: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
}
export type OrderEventRow = typeof orderEvents.$inferSelect;
type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;

/** What the console's list can be narrowed to; `search` is one of the shapes it recognises. */
export interface OrderListFilter {
  status?: OrderRow['status'];
  paymentMethod?: OrderRow['paymentMethod'];
  paymentStatus?: OrderRow['paymentStatus'];
  from?: Date;
  to?: Date;
  search?:
    | { by: 'number'; number: number }
    | { by: 'email'; prefix: string }
    | { by: 'phone'; phone: string }
    | { by: 'pin'; pin: string };
  /** The number of the last order of the page before. */
  before?: number;
}

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
type OrderStatus = OrderRow['status'];
export type OrderRowChanges = Partial<typeof orders.$inferInsert>;

/** Every SQL statement of orders and their items. */
export function createOrderRepository(db: Database | Transaction) {
  const lockable = <T>(query: T & { for(strength: 'update'): T }, forUpdate: boolean) =>
    forUpdate ? query.for('update') : query;

  return {
    /**
     * Serialises one account's placements (held until the transaction ends): two at once cannot
     * both pass the order limits, and a request carrying the same checkout attempt (a double
     * click, a retry) sees the first one's order instead of racing it.
     */
    async lockAccountPlacements(userId: string) {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`placing:${userId}`}, 0))`,
      );
    },

    /**
     * In one read: the account's order already placed with this checkout attempt's key, if any,
     * and its orders holding stock (unpaid online ones, and COD ones not yet shipped); the
     * products of `slugs` the shop sells (as pricing reads them); and the number the new order
     * will have (taken from the column's sequence now: a placement refused after this leaves a
     * gap, as a rolled-back insert did).
     */
    async checkoutStateAndProducts(
      userId: string,
      idempotencyKey: string,
      slugs: string[],
    ): Promise<{
      earlier: { id: string; requestHash: string } | undefined;
      unpaidOnline: number;
      openCod: number;
      number: number;
      found: FoundProduct[];
    }> {
      const result = await db.execute(sql`
        WITH state AS (
          SELECT
            count(*) FILTER (WHERE ${orders.status} = 'payment_pending')::int AS unpaid_online,
            count(*) FILTER (WHERE ${orders.paymentMethod} = 'cod'
              AND ${orders.status} IN ('processing', 'confirmed', 'packed'))::int AS open_cod,
            max(${orders.id}::text) FILTER (WHERE ${orders.idempotencyKey} = ${idempotencyKey}) AS earlier_id,
            max(${orders.requestHash}) FILTER (WHERE ${orders.idempotencyKey} = ${idempotencyKey}) AS earlier_hash
          FROM ${orders}
          WHERE ${orders.userId} = ${userId}
            AND (${orders.status} IN ('payment_pending', 'processing', 'confirmed', 'packed')
              OR ${orders.idempotencyKey} = ${idempotencyKey})
        )
        SELECT state.*,
          (SELECT nextval(pg_get_serial_sequence('orders', 'number')))::int AS number,
          ${products.slug} AS slug, ${products.name} AS name, ${products.price} AS price,
          ${products.stock} AS stock, ${shownImages} AS image
        FROM state
        LEFT JOIN ${products} ON ${products.slug} IN (${sql.join(
          slugs.map((slug) => sql`${slug}`),
          sql`, `,
        )}) AND ${visibleProduct}`);
      const rows = (
        result as unknown as {
          rows: {
            unpaid_online: number;
            open_cod: number;
            earlier_id: string | null;
            earlier_hash: string | null;
            number: number;
            slug: string | null;
            name: string;
            price: number;
            stock: number;
            image: string[];
          }[];
        }
      ).rows;
      const [first] = rows;
      return {
        earlier:
          first?.earlier_id && first.earlier_hash !== null
            ? { id: first.earlier_id, requestHash: first.earlier_hash }
            : undefined,
        unpaidOnline: first?.unpaid_online ?? 0,
        openCod: first?.open_cod ?? 0,
        number: first!.number,
        found: rows.flatMap(({ slug, name, price, stock, image }) =>
          slug === null ? [] : [{ slug, name, price, stock, image }],
        ),
      };
    },

    /**
     * The account's online orders still waiting for payment within their window, newest first,
     * with their items: the orders a retried checkout may take up again.
     */
    async pendingOnlineOf(userId: string, now: Date) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'payment_pending'),
            gt(orders.paymentDueBy, now),
          ),
        )
        .orderBy(desc(orders.number));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.position));
      return rows.map((row) => ({
        row,
        items: items.filter((item) => item.orderId === row.id),
      }));
    },

    /**
     * A new order's rows as statements not yet run, to be written with others in one (see
     * inventory's `take`): the order with the number it was given, its items and its event.
     */
    orderInsertions(
      order: typeof orders.$inferInsert & { number: number },
      items: (typeof orderItems.$inferInsert)[],
      event: NewOrderEvent,
    ) {
      return [
        db.insert(orders).overridingSystemValue().values(order),
        db.insert(orderItems).values(items),
        db.insert(orderEvents).values(event),
      ];
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

    /** Changes an order only if it is still in the state the caller saw; its version goes up. */
    async updateIfStatus(
      id: string,
      from: OrderStatus,
      changes: OrderRowChanges,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...changes, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row;
    },

    async insertEvent(event: NewOrderEvent) {
      await db.insert(orderEvents).values(event);
    },

    /** An order's timeline, oldest first. */
    eventsOf(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    async insertShipment(row: typeof shipments.$inferInsert) {
      await db.insert(shipments).values(row);
    },

    async markShipmentDelivered(orderId: string, at: Date) {
      await db.update(shipments).set({ deliveredAt: at }).where(eq(shipments.orderId, orderId));
    },

    async shipmentsOf(orderIds: string[]): Promise<ShipmentRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
    },

    /** The orders' tax invoices and credit notes, oldest first. */
    async documentsOf(orderIds: string[]): Promise<DocumentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: taxDocuments.id,
          orderId: taxDocuments.orderId,
          kind: taxDocuments.kind,
          number: taxDocuments.number,
          issuedAt: taxDocuments.issuedAt,
        })
        .from(taxDocuments)
        .where(inArray(taxDocuments.orderId, orderIds))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
    },

    /**
     * The console's list: newest first by number, `limit` rows after the cursor. Every filter
     * and search shape has an index (schema/orders.ts).
     */
    listForStaff(filter: OrderListFilter, limit: number) {
      const conditions: (SQL | undefined)[] = [
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
        filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
        filter.from ? gte(orders.placedAt, filter.from) : undefined,
        filter.to ? lt(orders.placedAt, filter.to) : undefined,
        filter.before === undefined ? undefined : lt(orders.number, filter.before),
      ];
      const search = filter.search;
      if (search?.by === 'number') conditions.push(eq(orders.number, search.number));
      if (search?.by === 'email') {
        conditions.push(sql`lower(${orders.email}) LIKE ${likePrefix(search.prefix)}`);
      }
      if (search?.by === 'phone') {
        conditions.push(sql`right(${orders.phone}, 10) = ${search.phone}`);
      }
      if (search?.by === 'pin') conditions.push(eq(orders.pin, search.pin));
      return db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.number))
        .limit(limit);
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
