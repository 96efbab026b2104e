import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { createStandaloneOrderService } from './standalone';
import { addProduct, orderBody, placeOrder, stockOf, unitsSold } from './test-support';

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

    const silent = { info() {}, warn() {}, error() {} };
    const servers = [1, 2, 3].map(() =>
      createStandaloneOrderService(t.config, t.database.db, silent),
    );
    const released = await Promise.all(servers.map((server) => server.expireOverdue()));
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(await stockOf(t, vase.id)).toBe(30);
    expect(await unitsSold(t, vase.id)).toBe(0);
  });
});
