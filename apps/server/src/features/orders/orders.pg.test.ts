import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { buildApp } from '../../app';
import {
  addProduct,
  allowManyOrders,
  orderBody,
  placeOrder,
  stockOf,
  unitsSold,
} from '../../test/shop-data';

/** Concurrency on real PostgreSQL: many connections, real row locks. */
let t: TestApp;
const CROWD = 50;
beforeAll(async () => {
  // Fifty shoppers from one address: the rate limits are tested elsewhere. A connection for each
  // checkout, so that all fifty transactions really are open at once.
  t = await createTestApp({
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_ADDRESS: '100000' },
    poolSize: CROWD + 10,
  });
  // Shoppers here place several orders each: the order limits are tested elsewhere.
  await allowManyOrders(t);
});
afterAll(() => t.close());

/**
 * Sessions of this database blocked on a lock right now, seen from `tx` (the statistics snapshot a
 * transaction keeps is cleared first, so each call looks afresh).
 */
async function blockedOnLocks(tx: Transaction): Promise<number> {
  await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const result = await tx.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function shoppers(n: number) {
  const list = [];
  for (let i = 0; i < n; i += 1) list.push(await signUpShopper(t));
  return list;
}

describe('checkout under contention', () => {
  it('sells the last 5 units to exactly 5 of 50 shoppers checking out at once', async () => {
    const lamp = await addProduct(t, { name: 'Last Few Lamps', stock: 5 });
    const crowd = await shoppers(CROWD);

    // Hold the lamp's row while the crowd checks out: every checkout gets as far as taking the
    // stock and waits there, so all fifty transactions are open together before any can finish.
    let checkouts!: Promise<Awaited<ReturnType<typeof placeOrder>>[]>;
    let together = 0;
    await t.database.db.transaction(async (gate) => {
      await gate.execute(sql`SELECT 1 FROM products WHERE slug = ${lamp.id} FOR UPDATE`);
      checkouts = Promise.all(
        crowd.map((shopper) => placeOrder(t, shopper.cookie, orderBody([lamp]))),
      );
      for (let waited = 0; together < CROWD && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        together = await blockedOnLocks(gate);
      }
    });
    const answers = await checkouts;
    expect(together, 'checkouts waiting on the lamp at the same moment').toBe(CROWD);

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CROWD - 5);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json().error.message).toBe(
        '"Last Few Lamps" is out of stock. Please remove it from your cart.',
      );
    }
    expect(await stockOf(t, lamp.id)).toBe(0);
    expect(await unitsSold(t, lamp.id)).toBe(5);
    const [sold] = await t.database.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.productSlug, lamp.id));
    expect(sold?.n).toBe(5);
  }, 90_000);

  it('does not deadlock when carts hold the same products in opposite orders', async () => {
    const a = await addProduct(t, { stock: 100 });
    const b = await addProduct(t, { stock: 100 });
    const crowd = await shoppers(20);
    const answers = await Promise.all(
      crowd.map((shopper, i) =>
        placeOrder(t, shopper.cookie, orderBody(i % 2 === 0 ? [a, b] : [b, a])),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(await stockOf(t, a.id)).toBe(80);
    expect(await stockOf(t, b.id)).toBe(80);
  });

  it('sells baskets of two scarce products to a crowd at once: never one unit too many, and a refused basket writes nothing', async () => {
    // 7 and 5 units; 24 baskets of 1–2 of each, in either order: far more asked for than there is.
    const a = await addProduct(t, { stock: 7 });
    const b = await addProduct(t, { stock: 5 });
    const crowd = await shoppers(24);
    const baskets = crowd.map((_, i) => {
      const lines = [
        { ...a, quantity: 1 + (i % 2) },
        { ...b, quantity: 1 + (Math.floor(i / 2) % 2) },
      ];
      return i % 3 === 0 ? lines.reverse() : lines;
    });
    const answers = await Promise.all(
      crowd.map((shopper, i) => placeOrder(t, shopper.cookie, orderBody(baskets[i]!))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);

    const placed = answers.flatMap((res, i) => (res.statusCode === 201 ? [baskets[i]!] : []));
    const ordered = (slug: string) =>
      placed.flat().reduce((sum, line) => (line.id === slug ? sum + line.quantity : sum), 0);
    for (const [product, opening] of [
      [a, 7],
      [b, 5],
    ] as const) {
      const stock = await stockOf(t, product.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock).toBe(opening - ordered(product.id));
      expect(await unitsSold(t, product.id)).toBe(ordered(product.id));
      // The ledger (its opening row, then a row per order) adds up to the stock, and its last
      // row's stock after is the stock.
      const ledger = await t.database.db.execute(
        sql`SELECT coalesce(sum(delta), 0)::int AS delta, min(stock_after)::int AS last
              FROM stock_movements WHERE product_slug = ${product.id}`,
      );
      const [row] = (ledger as unknown as { rows: { delta: number; last: number | null }[] }).rows;
      expect(row!.delta).toBe(stock);
      if (placed.length > 0) expect(row!.last).toBe(stock);
    }
    // Refused baskets left no order, item or mail behind.
    const numbers = answers.flatMap((res) =>
      res.statusCode === 201 ? [Number(res.json().order.number.slice(2))] : [],
    );
    const emails = sql.join(
      crowd.map((shopper) => sql`${shopper.email}`),
      sql`, `,
    );
    const written = await t.database.db.execute(
      sql`SELECT count(DISTINCT o.id)::int AS n, count(m.id)::int AS mails
            FROM orders o JOIN users u ON u.id = o.user_id
            LEFT JOIN outbox_mails m ON m.order_id = o.id
           WHERE u.email IN (${emails})`,
    );
    const [books] = (written as unknown as { rows: { n: number; mails: number }[] }).rows;
    expect(books).toEqual({ n: numbers.length, mails: 2 * numbers.length });
  }, 60_000);

  it('takes stock without waiting for the key-share locks of carts naming the product', async () => {
    // A cart being saved holds a key-share lock on each product it names (its foreign key) until
    // it commits, in the cart's order: a placement locking the product more strongly than its
    // update needs would wait for it, and a cart naming two products could deadlock with it.
    const lamp = await addProduct(t, { stock: 10 });
    const [shopper] = await shoppers(1);
    let answer: number | string = 'still waiting';
    await t.database.db.transaction(async (cart) => {
      await cart.execute(sql`SELECT 1 FROM products WHERE slug = ${lamp.id} FOR KEY SHARE`);
      answer = await Promise.race([
        placeOrder(t, shopper!.cookie, orderBody([lamp])).then((res) => res.statusCode),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
    });
    expect(answer).toBe(201);
  });

  it('does not deadlock with shoppers saving carts of the same products meanwhile', async () => {
    const products = await Promise.all([1, 2, 3].map(() => addProduct(t, { stock: 10_000 })));
    const crowd = await shoppers(24);
    const answers = await Promise.all(
      crowd.map(async (shopper, i) => {
        const statuses: number[] = [];
        for (let round = 0; round < 4; round += 1) {
          const basket = i % 2 === 0 ? products : [...products].reverse();
          const cart = await t.app.inject({
            method: 'PUT',
            url: '/api/cart',
            headers: { cookie: shopper.cookie },
            payload: { items: basket.map((product) => ({ id: product.id, quantity: 1 })) },
          });
          statuses.push(cart.statusCode);
          statuses.push((await placeOrder(t, shopper.cookie, orderBody(basket))).statusCode);
        }
        return statuses;
      }),
    );
    expect(answers.flat().filter((status) => status !== 200 && status !== 201)).toEqual([]);
  }, 60_000);

  it('releases each unpaid order once when several servers run the release together', async () => {
    const vase = await addProduct(t, { stock: 30 });
    const crowd = await shoppers(10);
    const placed = await Promise.all(
      crowd.map((shopper) =>
        placeOrder(t, shopper.cookie, orderBody([vase], { paymentMethod: 'online' })),
      ),
    );
    const numbers = placed.map((res) => Number(res.json().order.number.slice(2)));
    expect(await stockOf(t, vase.id)).toBe(20);
    await t.database.db
      .update(orders)
      .set({ paymentDueBy: new Date(Date.now() - 1000) })
      .where(inArray(orders.number, numbers));

    const servers = await Promise.all(
      [1, 2, 3].map(() => buildApp({ config: t.config, database: t.database, logger: false })),
    );
    try {
      const released = await Promise.all(
        servers.map((server) => server.paymentExpiry.expireOverdue()),
      );
      expect(released.reduce((sum, n) => sum + n, 0)).toBe(10);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(await stockOf(t, vase.id)).toBe(30);
    expect(await unitsSold(t, vase.id)).toBe(0);
  });
});
