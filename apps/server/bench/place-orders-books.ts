/** The order benchmark's checks of the books after each scenario. */
import { withPgClient } from './bench-kit';
import type { Measured, Placed } from './place-orders-load';

/** The books after a scenario: each line is a mismatch. */
export async function audit(databaseUrl: string, measured: Measured): Promise<string[]> {
  const problems: string[] = [];
  const slugs = measured.scenario.products.map((product) => product.slug);
  await withPgClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      slug: string;
      stock: number;
      ordered: number;
      ledger: number;
      last_after: number | null;
      sold: number;
    }>(
      `SELECT p.slug, p.stock,
         (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
            JOIN orders o ON o.id = i.order_id
           WHERE i.product_slug = p.slug AND o.status <> 'cancelled') AS ordered,
         (SELECT coalesce(sum(m.delta), 0)::int FROM stock_movements m
           WHERE m.product_slug = p.slug) AS ledger,
         (SELECT m.stock_after FROM stock_movements m
           WHERE m.product_slug = p.slug ORDER BY m.id DESC LIMIT 1) AS last_after,
         (SELECT coalesce(sum(s.units), 0)::int FROM product_sales s
           WHERE s.product_slug = p.slug) AS sold
       FROM products p WHERE p.slug = ANY($1)`,
      [slugs],
    );
    for (const product of measured.scenario.products) {
      const row = rows.find((candidate) => candidate.slug === product.slug);
      if (!row) {
        problems.push(`${product.slug}: missing`);
        continue;
      }
      if (row.stock < 0) problems.push(`${row.slug}: stock ${row.stock} is below zero (oversold)`);
      if (product.stock - row.ordered !== row.stock) {
        problems.push(
          `${row.slug}: opening ${product.stock} − ordered ${row.ordered} ≠ stock ${row.stock}`,
        );
      }
      // The ledger opens with the product's first stock (written when the product is added).
      if (row.ledger !== row.stock) {
        problems.push(`${row.slug}: the ledger adds up to ${row.ledger}, stock is ${row.stock}`);
      }
      if (row.ordered > 0 && row.last_after !== row.stock) {
        problems.push(
          `${row.slug}: the ledger's last stock is ${row.last_after}, stock ${row.stock}`,
        );
      }
      if (row.sold !== row.ordered) {
        problems.push(`${row.slug}: ${row.sold} units counted as sold, ${row.ordered} ordered`);
      }
    }
    const numbers = measured.placed.map((order) => Number(order.number.replace(/^TC/, '')));
    const { rows: orderRows } = await client.query<{ orders: number; mails: number }>(
      `SELECT count(*)::int AS orders,
         (SELECT count(*)::int FROM outbox_mails m JOIN orders o ON o.id = m.order_id
           WHERE o.number = ANY($1)) AS mails
       FROM orders WHERE number = ANY($1)`,
      [numbers],
    );
    const [books] = orderRows;
    if (new Set(numbers).size !== numbers.length)
      problems.push('an order number was answered twice');
    if (books!.orders !== numbers.length) {
      problems.push(`${numbers.length} orders answered 201, ${books!.orders} in the database`);
    }
    if (books!.mails !== 2 * numbers.length) {
      problems.push(`${books!.mails} mails in the outbox for ${numbers.length} orders (2 each)`);
    }
  });
  return problems;
}

/** A checkout attempt sent again answers with the same order and places nothing new. */
export async function replay(base: string, order: Placed): Promise<string[]> {
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { ...order.buyer.headers, 'idempotency-key': order.key },
    body: order.body,
  });
  const answer = (await response.json()) as { order?: { number: string } };
  return response.status === 201 &&
    response.headers.get('idempotent-replayed') === 'true' &&
    answer.order?.number === order.number
    ? []
    : [`replaying ${order.number} answered ${response.status} ${JSON.stringify(answer)}`];
}
