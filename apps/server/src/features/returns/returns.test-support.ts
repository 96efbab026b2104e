import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, shipments, stockMovements } from '../../db/schema';
import type { signUpShopper, signUpStaff, TestApp } from '../../test/test-app';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';

/** Calls and data shared by the returns API tests. */
export function returnsTestKit(
  t: () => TestApp,
  people: () => {
    staff: Awaited<ReturnType<typeof signUpStaff>>;
    shopper: Awaited<ReturnType<typeof signUpShopper>>;
  },
) {
  const get = (url: string, cookie = people().staff.cookie) =>
    t().app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload?: object, cookie = people().staff.cookie) =>
    t().app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** Moves an order on as staff, reading its version first. */
  async function move(number: string, action: string, body: object = {}) {
    const { version } = (await get(`/api/admin/orders/${number}`)).json();
    const res = await post(`/api/admin/orders/${number}/${action}`, { version, ...body });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Takes an order through the console to Delivered. */
  async function deliver(number: string) {
    await move(number, 'confirm');
    await move(number, 'pack');
    await move(number, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL99887766' });
    await move(number, 'deliver');
  }

  /** A delivered cash-on-delivery order of the shopper: two units of a product of its own. */
  async function deliveredCod(
    options: { quantity?: number; price?: number; cookie?: string; couponCode?: string } = {},
  ) {
    const product = await addProduct(t(), { stock: 10, price: options.price });
    const res = await placeOrder(
      t(),
      options.cookie ?? people().shopper.cookie,
      orderBody([{ ...product, quantity: options.quantity ?? 2 }], {
        couponCode: options.couponCode,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().order.number as string;
    await deliver(number);
    return { number, product, order: res.json().order };
  }

  /** Moves the order's delivery `days` days into the past (same time of day). */
  async function deliveredDaysAgo(number: string, days: number) {
    const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const id = Number(number.replace('TC', ''));
    const [row] = await t()
      .database.db.update(orders)
      .set({ deliveredAt: at })
      .where(eq(orders.number, id))
      .returning({ id: orders.id });
    await t()
      .database.db.update(shipments)
      .set({ deliveredAt: at })
      .where(eq(shipments.orderId, row!.id));
  }

  const UPI = { method: 'upi', upiId: 'asha.rao@okaxis' } as const;

  function requestReturn(number: string, body: object, cookie = people().shopper.cookie) {
    return post(`/api/orders/${number}/returns`, body, cookie);
  }

  async function ledgerOf(slug: string) {
    return t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productSlug, slug))
      .orderBy(asc(stockMovements.id));
  }

  /** Receiving a return of the order's first line with its units back in stock. */
  const RESTOCK = { lines: [{ position: 0, outcome: 'restock' }] } as const;

  return {
    get,
    post,
    move,
    deliver,
    deliveredCod,
    deliveredDaysAgo,
    UPI,
    RESTOCK,
    requestReturn,
    ledgerOf,
  };
}
