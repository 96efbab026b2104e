import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerSummary } from '@terracraft/shared/customers';
import { orders, users } from '../../db/schema';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('customers in the console', () => {
  it('lists customers with their order count and what they spent, and shows one with their orders', async () => {
    const lamp = await addProduct(t, { price: 100_000, stock: 20 });
    const asha = await signUpShopper(t, { name: 'Asha Rao', email: 'asha.rao@example.in' });
    await signUpShopper(t, { name: 'Ravi Kumar', email: 'ravi.kumar@example.in' });
    const placed: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const res = await placeOrder(t, asha.cookie, orderBody([{ ...lamp, quantity }]));
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().order.number);
    }
    // A cancelled order counts as an order, but not as money spent.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed[2]}/cancel`,
      headers: { cookie: asha.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const search = await get('/api/admin/customers?q=ASHA');
    expect(search.statusCode).toBe(200);
    const ashaId = await idOf('asha.rao@example.in');
    // ₹1,000 + ₹2,000 and ₹59 shipping on each.
    expect(search.json().items).toEqual([
      {
        id: ashaId,
        name: 'Asha Rao',
        email: 'asha.rao@example.in',
        joinedAt: expect.any(String),
        orderCount: 3,
        totalSpent: 100_000 + 200_000 + 2 * 5_900,
        twoFactorEnabled: false,
      },
    ]);
    const byEmail = (await get('/api/admin/customers?q=ravi.kumar@')).json().items;
    expect(byEmail).toEqual([
      expect.objectContaining({ name: 'Ravi Kumar', orderCount: 0, totalSpent: 0 }),
    ]);

    const detail = await get(`/api/admin/customers/${ashaId}`);
    expect(detail.statusCode).toBe(200);
    const customer = detail.json() as CustomerDetail;
    expect(customer).toMatchObject({ orderCount: 3, totalSpent: 311_800 });
    expect(customer.orders.map((o) => o.number)).toEqual([...placed].reverse());
    expect(customer.orders[0]).toMatchObject({ status: 'cancelled', total: 305_900 });
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, ashaId));
    expect(rows).toHaveLength(3);
  });

  it('pages through every account once, newest first', async () => {
    for (let i = 0; i < 5; i += 1) await signUpShopper(t, { name: `Pager ${i}` });
    const seen: CustomerSummary[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/admin/customers?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items);
      cursor = res.json().nextCursor;
    } while (cursor);
    const total = (await t.database.db.select({ id: users.id }).from(users)).length;
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((c) => c.id)).size).toBe(total);
    expect(seen.slice(0, 5).map((c) => c.name)).toEqual([
      'Pager 4',
      'Pager 3',
      'Pager 2',
      'Pager 1',
      'Pager 0',
    ]);
  });

  it('answers 404 for an unknown customer and 400 for a bad query', async () => {
    expect((await get('/api/admin/customers/nobody')).statusCode).toBe(404);
    const bad = await get('/api/admin/customers?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['limit']);
    // Pattern characters are taken literally.
    expect((await get('/api/admin/customers?q=%25%25')).json().items).toEqual([]);
  });
});
