import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { orders, returnRequests } from '../../db/schema';
import {
  createTestApp,
  saveSellerDetails,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { stockOf } from '../../test/shop-data';
import { returnsTestKit } from './returns.test-support';

/** Concurrency on real PostgreSQL: many connections, real row locks. */
let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let colleague: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_ADDRESS: '100000' },
    poolSize: 20,
  });
  staff = await signUpStaff(t, 'staff');
  colleague = await signUpStaff(t, 'owner');
  shopper = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const { post, move, deliveredCod, UPI, RESTOCK, requestReturn } = returnsTestKit(
  () => t,
  () => ({ staff, shopper }),
);

/** Sessions of this database waiting on a lock right now, seen from `tx`. */
async function blockedOnLocks(tx: Transaction): Promise<number> {
  await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const result = await tx.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * Runs `requests` while `lockTable`'s row for `id` is held, until all of them wait on it, then
 * lets them go together: the two really race.
 */
async function together<T>(
  lock: (tx: Transaction) => Promise<unknown>,
  requests: () => Promise<T>[],
): Promise<T[]> {
  let answers!: Promise<T[]>;
  await t.database.db.transaction(async (gate) => {
    await lock(gate);
    const started = requests();
    answers = Promise.all(started);
    for (let i = 0; i < 200 && (await blockedOnLocks(gate)) < started.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await blockedOnLocks(gate)).toBe(started.length);
  });
  return answers;
}

describe('returns under contention', () => {
  it('two requests at once cannot return more than was delivered', async () => {
    const { number } = await deliveredCod({ quantity: 3 });
    const body = { lines: [{ position: 0, quantity: 2 }], reason: 'changed-mind', refundTo: UPI };
    const id = Number(number.slice(2));
    const answers = await together(
      (gate) => gate.select().from(orders).where(eq(orders.number, id)).for('update'),
      () => [requestReturn(number, body), requestReturn(number, body)],
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });

  it('two staff refunding at once refund once; the second is told', async () => {
    const { number, product } = await deliveredCod({ quantity: 2 });
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 2 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    const rt = asked.json().return.number as string;
    await post(`/api/admin/returns/${rt}/approve`);
    await post(`/api/admin/returns/${rt}/receive`, RESTOCK);
    await move(number, 'cash-collected');
    const stock = await stockOf(t, product.id);

    const id = Number(rt.slice(2));
    const answers = await together(
      (gate) =>
        gate.select().from(returnRequests).where(eq(returnRequests.number, id)).for('update'),
      () => [
        post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR-A' }),
        post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR-B' }, colleague.cookie),
      ],
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().error.message).toBe(
      `Return ${rt} has already been refunded; it cannot be refunded twice.`,
    );
    const [row] = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.number, id));
    expect(row).toMatchObject({ status: 'refunded', refundAmount: product.price * 2 });
    expect(await stockOf(t, product.id)).toBe(stock);
  });

  it('two staff receiving at once put the units back once', async () => {
    const { number, product } = await deliveredCod({ quantity: 2 });
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
    });
    const rt = asked.json().return.number as string;
    await post(`/api/admin/returns/${rt}/approve`);
    const stock = await stockOf(t, product.id);
    const id = Number(rt.slice(2));
    const answers = await together(
      (gate) =>
        gate.select().from(returnRequests).where(eq(returnRequests.number, id)).for('update'),
      () => [
        post(`/api/admin/returns/${rt}/receive`, RESTOCK),
        post(`/api/admin/returns/${rt}/receive`, RESTOCK, colleague.cookie),
      ],
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, product.id)).toBe(stock! + 1);
  });
});
