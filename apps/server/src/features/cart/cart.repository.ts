import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { intArray, textArray } from '../../db/sql-arrays';
import { products, savedCartItems, users } from '../../db/schema';
import { shownImages, visibleProduct } from '../catalogue';

/** A cart line as `priceAndStore` found it: its product (none when not sold) and what was kept. */
interface StoredLine {
  id: string;
  name: string | null;
  price: number | null;
  stock: number | null;
  image: string[] | null;
  /** The quantity kept: capped at the stock and the limits; null when the line left the cart. */
  quantity: number | null;
}

export function createCartRepository(db: Database | Transaction) {
  return {
    /** Serialises changes to one shopper's cart (two tabs merging at once, for example). */
    async lockShopper(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async lines(userId: string): Promise<{ id: string; quantity: number }[]> {
      return db
        .select({ id: savedCartItems.productSlug, quantity: savedCartItems.quantity })
        .from(savedCartItems)
        .where(eq(savedCartItems.userId, userId))
        .orderBy(asc(savedCartItems.position));
    },
    /**
     * In one statement: prices `lines` (distinct products, in the cart's order) at today's prices,
     * caps each quantity at the stock and at `maxPerLine`, and stores what can stay as the
     * shopper's cart (lines not sold or out of stock leave it). Answers every line, in order. Run
     * after `lockShopper`, in its transaction: the statement then sees the cart as it is.
     */
    async priceAndStore(
      userId: string,
      lines: { id: string; quantity: number }[],
      maxPerLine: number,
    ): Promise<StoredLine[]> {
      const result = await db.execute(sql`
        WITH lines AS (
          SELECT l.slug, l.quantity, l.n
          FROM unnest(${textArray(lines.map((line) => line.id))}, ${intArray(lines.map((line) => line.quantity))}) WITH ORDINALITY AS l(slug, quantity, n)
        ), priced AS (
          SELECT l.n, l.slug, ${products.name} AS name, ${products.price} AS price,
            ${products.stock} AS stock, ${shownImages} AS image,
            CASE WHEN ${products.stock} >= 1
              THEN least(l.quantity, ${products.stock}, ${maxPerLine}::int) END AS quantity
          FROM lines l
          LEFT JOIN ${products} ON ${products.slug} = l.slug AND ${visibleProduct}
        ), kept AS (
          SELECT slug, quantity, (row_number() OVER (ORDER BY n) - 1)::smallint AS position
          FROM priced WHERE quantity IS NOT NULL
        ), dropped AS (
          DELETE FROM ${savedCartItems} s
          WHERE s.user_id = ${userId}
            AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.slug = s.product_slug)
        ), stored AS (
          INSERT INTO ${savedCartItems} (user_id, product_slug, quantity, position)
          SELECT ${userId}, slug, quantity, position FROM kept ORDER BY position
          ON CONFLICT (user_id, product_slug) DO UPDATE
            SET quantity = excluded.quantity, position = excluded.position, updated_at = now()
        )
        SELECT slug AS id, name, price, stock, image, quantity FROM priced ORDER BY n`);
      return (result as unknown as { rows: StoredLine[] }).rows;
    },

    /**
     * Takes ordered goods out of the shopper's cart in one statement: each product's line loses
     * the quantity ordered, and leaves the cart when nothing of it is left. Lines of other products
     * (added since the order was placed) stay. Run after `lockShopper`, in its transaction.
     */
    async takeOut(userId: string, lines: { slug: string; quantity: number }[]) {
      if (lines.length === 0) return;
      await db.execute(sql`
        WITH ordered AS (
          SELECT o.slug, sum(o.quantity)::int AS quantity
          FROM unnest(${textArray(lines.map((line) => line.slug))}, ${intArray(lines.map((line) => line.quantity))}) AS o(slug, quantity)
          GROUP BY o.slug
        ), emptied AS (
          DELETE FROM ${savedCartItems} s USING ordered
          WHERE s.user_id = ${userId} AND s.product_slug = ordered.slug
            AND s.quantity <= ordered.quantity
        )
        UPDATE ${savedCartItems} s
        SET quantity = s.quantity - ordered.quantity, updated_at = now()
        FROM ordered
        WHERE s.user_id = ${userId} AND s.product_slug = ordered.slug
          AND s.quantity > ordered.quantity`);
    },

    async replace(userId: string, lines: { id: string; quantity: number }[]) {
      await db.delete(savedCartItems).where(eq(savedCartItems.userId, userId));
      if (lines.length === 0) return;
      await db.insert(savedCartItems).values(
        lines.map((line, position) => ({
          userId,
          productSlug: line.id,
          quantity: line.quantity,
          position,
        })),
      );
    },
  };
}
