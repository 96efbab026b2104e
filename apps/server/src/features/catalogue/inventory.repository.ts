import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { productSales, products } from '../../db/schema';

/** Every SQL statement that writes a product's stock or its units sold. */
export function createInventoryRepository(db: Database | Transaction) {
  return {
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
  };
}
