import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '@terracraft/shared/invoices';
import type { Transaction } from '../../db/client';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import { addProduct, allowManyOrders, orderBody, placeOrder } from '../../test/shop-data';

/** Invoice numbers on real PostgreSQL: many connections shipping at once, real row locks. */
let t: TestApp;
const CROWD = 20;
beforeAll(async () => {
  t = await createTestApp({
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_ADDRESS: '100000' },
    poolSize: CROWD + 10,
  });
  // One shopper places the crowd's orders.
  await allowManyOrders(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

async function blockedOnLocks(tx: Transaction): Promise<number> {
  await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const result = await tx.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('invoice numbers under concurrent shipping', () => {
  it(`gives ${CROWD} orders shipped at once ${CROWD} consecutive numbers, none repeated`, async () => {
    const staff = await signUpStaff(t, 'staff');
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: CROWD * 2 });
    const numbers: string[] = [];
    for (let i = 0; i < CROWD; i += 1) {
      const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
      expect(placed.statusCode).toBe(201);
      numbers.push(placed.json().order.number);
    }
    const move = async (number: string, action: string, body: object = {}) => {
      const { version } = (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${number}`,
          headers: { cookie: staff.cookie },
        })
      ).json();
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/${action}`,
        headers: { cookie: staff.cookie },
        payload: { version, ...body },
      });
    };
    for (const number of numbers) {
      expect((await move(number, 'confirm')).statusCode).toBe(200);
      expect((await move(number, 'pack')).statusCode).toBe(200);
    }

    // Hold the counter's row while all twenty ship: each gets as far as taking its number and
    // waits there, so every ship transaction is open at the same moment.
    await t.database.db.execute(
      sql`INSERT INTO tax_document_counters (series, financial_year, last)
          SELECT 'TC', ${financialYearOf(new Date())}, 0 ON CONFLICT DO NOTHING`,
    );
    let shipping!: Promise<Awaited<ReturnType<typeof move>>[]>;
    let together = 0;
    await t.database.db.transaction(async (gate) => {
      await gate.execute(sql`SELECT 1 FROM tax_document_counters WHERE series = 'TC' FOR UPDATE`);
      shipping = Promise.all(
        numbers.map((number) =>
          move(number, 'ship', { carrier: 'Delhivery', trackingNumber: `DL${number}` }),
        ),
      );
      for (let waited = 0; together < CROWD && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        together = await blockedOnLocks(gate);
      }
    });
    const answers = await shipping;
    expect(together, 'shipments waiting for a number at the same moment').toBe(CROWD);
    expect(answers.map((answer) => answer.statusCode)).toEqual(numbers.map(() => 200));

    const invoiced = answers.map((answer) => answer.json().documents[0].number as string);
    const sequences = invoiced.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(invoiced).size).toBe(CROWD);
    expect(sequences).toEqual(Array.from({ length: CROWD }, (_, i) => sequences[0]! + i));
    expect(sequences[0]).toBe(1);
  }, 120_000);
});
