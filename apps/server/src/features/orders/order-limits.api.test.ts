import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@terracraft/shared/settings';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';
import { addProduct, orderBody, placeOrder, stockOf } from '../../test/shop-data';

let t: TestApp;
let owner: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  owner = await signUpStaff(t, 'owner');
});
afterAll(() => t.close());

async function setLimits(limits: OrderLimits) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { cookie: owner.cookie },
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: owner.cookie },
    payload: {
      key: 'orderLimits',
      value: limits,
      updatedAt: current.json().orderLimits.updatedAt,
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('order limits', () => {
  it('have defaults the owner sees, and reach the shop’s pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
    });
    expect(res.json().orderLimits).toMatchObject({ value: DEFAULT_ORDER_LIMITS, updatedAt: null });
    const shown = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(shown.json().orderLimits).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it('refuse an order holding more of one product than the limit, taking no stock', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: 200 });
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...product, quantity: DEFAULT_ORDER_LIMITS.maxUnitsPerLine + 1 }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ORDER_LIMIT');
    expect(res.json().error.message).toMatch(/at most 10 of one product/);
    expect(res.json().error.fields).toEqual({ [`items.${product.id}`]: 'At most 10' });
    expect(await stockOf(t, product.id)).toBe(200);
  });

  it('refuse 50 lines that together hold more units than an order may', async () => {
    const shopper = await signUpShopper(t);
    const products = await Promise.all(
      Array.from({ length: 50 }, () => addProduct(t, { stock: 100 })),
    );
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody(products.map((product) => ({ ...product, quantity: 9 }))),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/at most 30 units in all .*this one has 450/);
    expect(await stockOf(t, products[0]!.id)).toBe(100);
  });

  it('refuse another unpaid online order once an account holds the limit of them', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: 100 });
    // Each a cart of its own: a retry of the same cart pays the order already waiting for it.
    const online = (quantity: number) =>
      placeOrder(
        t,
        shopper.cookie,
        orderBody([{ ...product, quantity }], { paymentMethod: 'online' }),
      );
    for (let i = 1; i <= DEFAULT_ORDER_LIMITS.maxUnpaidOnlineOrders; i += 1) {
      expect((await online(i)).statusCode).toBe(201);
    }
    const refused = await online(DEFAULT_ORDER_LIMITS.maxUnpaidOnlineOrders + 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('ORDER_LIMIT');
    expect(refused.json().error.message).toMatch(/limit of unpaid online orders is 2/);
    expect(await stockOf(t, product.id)).toBe(97);
    // Another account is not held back by this one.
    const other = await signUpShopper(t);
    expect(
      (await placeOrder(t, other.cookie, orderBody([product], { paymentMethod: 'online' })))
        .statusCode,
    ).toBe(201);
  });

  it('refuse another cash-on-delivery order beyond the open ones allowed, until one is cancelled', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: 100 });
    const cod = () => placeOrder(t, shopper.cookie, orderBody([product]));
    const numbers: string[] = [];
    for (let i = 0; i < DEFAULT_ORDER_LIMITS.maxOpenCodOrders; i += 1) {
      const res = await cod();
      expect(res.statusCode).toBe(201);
      numbers.push(res.json().order.number);
    }
    const refused = await cod();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/open cash-on-delivery orders is 3/);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${numbers[0]}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await cod()).statusCode).toBe(201);
  });

  it('follow the owner’s settings, and the cart refuses a quantity beyond them', async () => {
    await setLimits({ ...DEFAULT_ORDER_LIMITS, maxUnitsPerLine: 3, maxUnitsPerOrder: 5 });
    try {
      const shopper = await signUpShopper(t);
      const product = await addProduct(t, { stock: 50 });
      const res = await placeOrder(t, shopper.cookie, orderBody([{ ...product, quantity: 4 }]));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toMatch(/at most 3 of one product/);

      const cart = await t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ id: product.id, quantity: 4 }] },
      });
      expect(cart.statusCode).toBe(422);
      expect(cart.json().error.code).toBe('ORDER_LIMIT');
      const within = await t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ id: product.id, quantity: 3 }] },
      });
      expect(within.statusCode).toBe(200);
      expect(within.json().items[0].quantity).toBe(3);
    } finally {
      await setLimits(DEFAULT_ORDER_LIMITS);
    }
  });

  it('refuse limits that contradict each other, naming the field', async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: {
        key: 'orderLimits',
        value: { ...DEFAULT_ORDER_LIMITS, maxUnitsPerLine: 40, maxUnitsPerOrder: 30 },
        updatedAt: current.json().orderLimits.updatedAt,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toMatch(/cannot be more than the units per order/);
  });
});
