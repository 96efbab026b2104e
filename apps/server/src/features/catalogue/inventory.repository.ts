import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { productSales, products, stockMovements } from '../../db/schema';

/** One row of the stock ledger, as the inventory writes it. */
export interface StockMovementInput {
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
     * Takes units off the shelf only if that many are there: stock never goes below zero.
     * Answers the stock left, or undefined when there were not enough.
     */
    async reserveStock(slug: string, quantity: number): Promise<number | undefined> {
      const [updated] = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.slug, slug), gte(products.stock, quantity)))
        .returning({ stock: products.stock });
      return updated?.stock;
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
  };
}

export type StockMovementRow = Awaited<
  ReturnType<ReturnType<typeof createInventoryRepository>['history']>
>[number];
