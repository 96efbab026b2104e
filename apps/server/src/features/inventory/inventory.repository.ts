import { and, desc, eq, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { intArray, textArray } from '../../db/sql-arrays';
import { productSales, products, stockMovements } from '../../db/schema';

/** One row of the stock ledger, as the inventory writes it. */
interface StockMovementInput {
  slug: string;
  delta: number;
  reason: string;
  actorId?: string | null;
  actorEmail?: string | null;
  orderId?: string | null;
  note?: string;
  stockAfter: number;
}

/** Every SQL statement that writes a product's stock, its ledger or its units sold. */
export function createInventoryRepository(db: Database | Transaction) {
  return {
    /**
     * An order's lines in one statement, with `alongside` (the caller's other writes, such as the
     * order's rows) run as parts of the same statement: the products' rows are locked in slug
     * order (a fixed order, so concurrent orders cannot deadlock), each line's units are taken
     * only if that many are there, with the ledger's rows and the units counted as sold on `day`.
     * Answers the lines taken, with the stock each left; a line missing from the answer had too
     * few units, and the caller must then roll its transaction back (the others were taken).
     */
    async takeForOrderWith(
      lines: { slug: string; quantity: number }[],
      change: { reason: string; orderId: string; day: string },
      alongside: SQLWrapper[] = [],
    ): Promise<{ slug: string; stock: number }[]> {
      const writes = alongside.map(
        (statement, i) => sql`${sql.raw(`w${i}`)} AS (${statement.getSQL()}), `,
      );
      const result = await db.execute<{ slug: string; stock: number }>(sql`
        WITH ${sql.join(writes)}lines AS (
          SELECT l.slug, l.quantity
          FROM unnest(${textArray(lines.map((line) => line.slug))}, ${intArray(lines.map((line) => line.quantity))}) AS l(slug, quantity)
        ), locked AS (
          SELECT ${products.slug} AS slug, lines.quantity
          FROM ${products} JOIN lines ON lines.slug = ${products.slug}
          ORDER BY ${products.slug}
          -- The lock the UPDATE takes itself: it does not block the key-share locks of
          -- foreign keys (a cart's line, an order's item naming the product).
          FOR NO KEY UPDATE OF ${products}
        ), taken AS (
          UPDATE ${products} SET stock = ${products.stock} - locked.quantity
          FROM locked
          WHERE ${products.slug} = locked.slug AND ${products.stock} >= locked.quantity
          RETURNING ${products.slug} AS slug, ${products.stock} AS stock, locked.quantity
        ), ledger AS (
          INSERT INTO ${stockMovements} (product_slug, delta, reason, order_id, stock_after)
          SELECT slug, -quantity, ${change.reason}, ${change.orderId}, stock
          FROM taken ORDER BY slug
        ), sold AS (
          INSERT INTO ${productSales} (product_slug, day, units)
          SELECT slug, ${change.day}, quantity FROM taken ORDER BY slug
          ON CONFLICT (product_slug, day)
          DO UPDATE SET units = ${productSales}.units + excluded.units
        )
        SELECT slug, stock FROM taken`);
      return (result as unknown as { rows: { slug: string; stock: number }[] }).rows;
    },

    async stockOf(slug: string): Promise<number> {
      const [row] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.slug, slug));
      return row?.stock ?? 0;
    },

    /** Adds units (a negative number takes them); answers the stock after, undefined if no such product. */
    async restoreStock(slug: string, quantity: number): Promise<number | undefined> {
      const [updated] = await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(eq(products.slug, slug))
        .returning({ stock: products.stock });
      return updated?.stock;
    },

    /** Locks the product's row and answers its stock; undefined when there is no such product. */
    async lockStock(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.slug, slug))
        .for('update');
      return row?.stock;
    },

    async setStock(slug: string, stock: number) {
      await db.update(products).set({ stock }).where(eq(products.slug, slug));
    },

    async record(movement: StockMovementInput) {
      await db.insert(stockMovements).values({
        productSlug: movement.slug,
        delta: movement.delta,
        reason: movement.reason,
        actorId: movement.actorId ?? null,
        actorEmail: movement.actorEmail ?? null,
        orderId: movement.orderId ?? null,
        note: movement.note ?? '',
        stockAfter: movement.stockAfter,
      });
    },

    /** A product's ledger, newest first, paged by id. */
    history(slug: string, limit: number, beforeId?: number) {
      return db
        .select()
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.productSlug, slug),
            beforeId === undefined ? undefined : lt(stockMovements.id, beforeId),
          ),
        )
        .orderBy(desc(stockMovements.id))
        .limit(limit);
    },

    async subtractSales(slug: string, day: string, units: number) {
      await db
        .update(productSales)
        .set({ units: sql`greatest(${productSales.units} - ${units}, 0)` })
        .where(and(eq(productSales.productSlug, slug), eq(productSales.day, day)));
    },
  };
}

export type StockMovementRow = Awaited<
  ReturnType<ReturnType<typeof createInventoryRepository>['history']>
>[number];
