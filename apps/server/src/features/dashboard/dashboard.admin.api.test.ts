import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@terracraft/shared/dashboard';
import type { OrderStage, PaymentMethod } from '@terracraft/shared/orders';
import { orders, users } from '../../db/schema';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';
import { salesDay } from '../inventory';
import { addProduct, ADDRESS } from '../../test/shop-data';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopperId: string;

const DAY_MS = 86_400_000;
/** Midnight in India at the start of today, and of `days` days before. */
const todayStart = () => new Date(`${salesDay()}T00:00:00+05:30`).getTime();
const daysAgo = (days: number, plusMs = 1000) => new Date(todayStart() - days * DAY_MS + plusMs);

async function addOrder(
  placedAt: Date,
  total: number,
  status: OrderStage,
  paymentMethod: PaymentMethod,
) {
  await t.database.db.insert(orders).values({
    id: randomUUID(),
    userId: shopperId,
    status,
    paymentMethod,
    paymentStatus:
      status === 'cancelled' ? 'not_paid' : paymentMethod === 'cod' ? 'due_on_delivery' : 'paid',
    subtotal: total,
    shipping: 0,
    total,
    ...ADDRESS,
    idempotencyKey: randomUUID(),
    requestHash: 'test',
    placedAt,
    salesDay: salesDay(placedAt),
    estimatedDelivery: new Date(placedAt.getTime() + 5 * DAY_MS),
  });
}

const dashboard = async (cookie = staff.cookie) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await signUpStaff(t, 'staff');
  const shopper = await signUpShopper(t);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, shopper.email));
  shopperId = row!.id;
});
afterAll(() => t.close());

describe('the dashboard', () => {
  it('is empty, day by day, for a shop without orders', async () => {
    const body = await dashboard();
    expect(body.today).toBe(salesDay());
    expect(body.sales).toEqual({
      today: { revenue: 0, orders: 0 },
      last7Days: { revenue: 0, orders: 0 },
      last30Days: { revenue: 0, orders: 0 },
    });
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)).toEqual({ day: salesDay(), revenue: 0, orders: 0 });
    expect(body.waiting.every((entry) => entry.count === 0)).toBe(true);
  });

  it('counts placed orders on India’s days, leaving out cancelled and unpaid ones', async () => {
    await addOrder(daysAgo(0), 1_000, 'confirmed', 'cod');
    await addOrder(daysAgo(0), 2_000, 'processing', 'online');
    await addOrder(daysAgo(0), 5_000, 'payment_pending', 'online'); // not paid yet
    await addOrder(daysAgo(0), 7_000, 'cancelled', 'online'); // released unpaid
    await addOrder(daysAgo(3), 3_000, 'shipped', 'online');
    await addOrder(daysAgo(6), 800, 'cancelled', 'cod'); // cancelled by the shopper
    await addOrder(daysAgo(10), 4_000, 'delivered', 'cod');
    await addOrder(daysAgo(29), 500, 'delivered', 'online');
    await addOrder(daysAgo(30, DAY_MS - 1000), 9_999, 'delivered', 'online'); // a day too early
    // The last second of yesterday in India is yesterday, whatever the server's clock says.
    await addOrder(new Date(todayStart() - 1000), 250, 'shipped', 'cod');

    const body = await dashboard();
    expect(body.sales).toEqual({
      today: { revenue: 3_000, orders: 2 },
      last7Days: { revenue: 6_250, orders: 4 },
      last30Days: { revenue: 10_750, orders: 6 },
    });
    expect(body.paymentSplit).toEqual({
      cod: { revenue: 5_250, orders: 3 },
      online: { revenue: 5_500, orders: 3 },
    });
    expect(body.salesByDay[0]).toEqual({ day: salesDay(daysAgo(29)), revenue: 500, orders: 1 });
    expect(body.salesByDay[26]).toEqual({ day: salesDay(daysAgo(3)), revenue: 3_000, orders: 1 });
    expect(body.salesByDay[28]).toEqual({ day: salesDay(daysAgo(1)), revenue: 250, orders: 1 });
    expect(body.salesByDay[29]).toEqual({ day: salesDay(), revenue: 3_000, orders: 2 });
    expect(body.salesByDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(10_750);
    expect(body.waiting).toEqual([
      { status: 'payment_pending', label: 'Payment pending', count: 1 },
      { status: 'processing', label: 'Processing', count: 1 },
      { status: 'confirmed', label: 'Confirmed', count: 1 },
      { status: 'packed', label: 'Packed', count: 0 },
      { status: 'shipped', label: 'Shipped', count: 2 },
    ]);
  });

  it('lists the products at or below their own low-stock threshold, lowest first', async () => {
    await addProduct(t, { name: 'Jute Basket', stock: 3 });
    await addProduct(t, { name: 'Bamboo Lamp', stock: 0 });
    await addProduct(t, { name: 'Clay Vase', stock: 5 });
    await addProduct(t, { name: 'Cane Tray', stock: 6 });
    await addProduct(t, { name: 'Brass Diya', stock: 8, lowStockThreshold: 10 });
    await addProduct(t, { name: 'Macrame Swing', stock: 2, lowStockThreshold: 1 });
    const { lowStock } = await dashboard();
    expect(lowStock.count).toBe(4);
    expect(lowStock.items.map(({ name, stock, threshold }) => [name, stock, threshold])).toEqual([
      ['Bamboo Lamp', 0, 5],
      ['Jute Basket', 3, 5],
      ['Clay Vase', 5, 5],
      ['Brass Diya', 8, 10],
    ]);
  });

  it('is read by owners as by staff', async () => {
    const owner = await signUpStaff(t, 'owner');
    expect((await dashboard(owner.cookie)).lowStock.count).toBe(4);
  });
});
