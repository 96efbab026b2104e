/** The soak's stock check: what the stock, ledger and sales were at a mark, and whether they still add up. */
import type pg from 'pg';

interface ProductStock {
  slug: string;
  stock: number;
  /** Units in orders not cancelled. */
  standing: number;
  /** The stock ledger's movements after the mark. */
  ledger: number;
  /** Units sold, as the sales counts (bestsellers) have them. */
  sold: number;
}

async function productStock(client: pg.Client, ledgerFrom: number) {
  const { rows } = await client.query<ProductStock>(
    `SELECT p.slug, p.stock,
       COALESCE((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                 WHERE i.product_slug = p.slug AND o.status <> 'cancelled'), 0)::int AS standing,
       COALESCE((SELECT sum(m.delta) FROM stock_movements m
                 WHERE m.product_slug = p.slug AND m.id > $1), 0)::int AS ledger,
       COALESCE((SELECT sum(s.units) FROM product_sales s WHERE s.product_slug = p.slug), 0)::int
         AS sold
     FROM products p`,
    [ledgerFrom],
  );
  return rows;
}

export async function stockMark(client: pg.Client) {
  const {
    rows: [mark],
  } = await client.query<{ id: number }>(
    `SELECT COALESCE(max(id), 0)::int AS id FROM stock_movements`,
  );
  const products = await productStock(client, mark!.id);
  return { ledgerFrom: mark!.id, products: new Map(products.map((row) => [row.slug, row])) };
}

/**
 * For each product: stock + units in standing orders is what it was at the mark (nothing lost,
 * nothing made up); the ledger's movements since the mark add up to the stock's change; units
 * sold changed as the standing orders did; no stock below zero.
 */
export async function stockCheck(client: pg.Client, mark: Awaited<ReturnType<typeof stockMark>>) {
  const now = await productStock(client, mark.ledgerFrom);
  const problems: string[] = [];
  for (const row of now) {
    const before = mark.products.get(row.slug);
    if (!before) continue;
    if (row.stock + row.standing !== before.stock + before.standing) {
      problems.push(
        `${row.slug}: stock ${row.stock} + ${row.standing} ordered ≠ ${before.stock} + ${before.standing} at the start`,
      );
    }
    if (row.stock - before.stock !== row.ledger) {
      problems.push(
        `${row.slug}: stock moved by ${row.stock - before.stock}, the ledger by ${row.ledger}`,
      );
    }
    // The seeded catalogue comes with sales history: compare the changes.
    if (row.sold - before.sold !== row.standing - before.standing) {
      problems.push(
        `${row.slug}: units sold changed by ${row.sold - before.sold}, standing orders by ${row.standing - before.standing}`,
      );
    }
    if (row.stock < 0) problems.push(`${row.slug}: stock ${row.stock}`);
  }
  return { products: now.length, problems };
}
