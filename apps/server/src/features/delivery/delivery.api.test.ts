import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@terracraft/shared/delivery';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  allowManyOrders,
  orderBody,
  ordersTo,
  placeOrder,
  stockOf,
} from '../../test/shop-data';

let t: TestApp;
let owner: { cookie: string };
let shopper: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  await allowManyOrders(t);
  owner = await signUpStaff(t, 'owner');
  shopper = await signUpShopper(t);
});
afterAll(() => t.close());

async function setDelivery(change: Partial<DeliverySettings>) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { cookie: owner.cookie },
  });
  expect(current.statusCode, current.body).toBe(200);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: owner.cookie },
    payload: {
      key: 'delivery',
      value: { ...current.json().delivery.value, ...change },
      updatedAt: current.json().delivery.updatedAt,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const check = (pin: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/delivery/pin/${pin}${query}` });

describe('the PIN check', () => {
  it('names the PIN’s district and state, the delivery date and cash on delivery', async () => {
    const res = await check('560038', '?total=250000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pin: '560038',
      district: 'Bangalore',
      state: 'Karnataka',
      zone: 'metro',
      serviceable: true,
      cod: { available: true, fee: 0 },
    });
    expect(res.json().deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The shop's own city, from the seller's address.
    expect((await check('834001')).json()).toMatchObject({ district: 'Ranchi', zone: 'local' });
  });

  it('knows Telangana and Ladakh by their present names', async () => {
    expect((await check('500001')).json().state).toBe('Telangana');
    expect((await check('194101')).json()).toMatchObject({ state: 'Ladakh', zone: 'remote' });
  });

  it('refuses a PIN India Post does not know, and a malformed one', async () => {
    const unknown = await check('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'UNKNOWN_PIN',
      message: 'PIN code 999999 does not exist. Please check it.',
    });
    expect((await check('012345')).statusCode).toBe(400);
  });

  it('offers no cash on delivery above the limit', async () => {
    const res = await check('560038', `?total=${DEFAULT_DELIVERY_SETTINGS.codMaxTotal + 1}`);
    expect(res.json().cod).toEqual({
      available: false,
      reason: 'Cash on delivery is available only for orders up to ₹10,000.00.',
      fee: 0,
    });
  });
});

describe('placing an order', () => {
  it('refuses a PIN of another state, taking nothing', async () => {
    const product = await addProduct(t);
    const email = 'other-state@example.in';
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody([product], {
        shippingAddress: { ...ADDRESS, email, state: 'Jharkhand', pin: '560038' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PIN_STATE_MISMATCH',
      message:
        'PIN code 560038 is in Karnataka, not Jharkhand. Please check the PIN code and the state.',
      fields: { pin: 'This PIN code is in Karnataka' },
    });
    expect(await ordersTo(t, email)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses a PIN that does not exist', async () => {
    const product = await addProduct(t);
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody([product], { shippingAddress: { ...ADDRESS, pin: '999999' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('UNKNOWN_PIN');
  });

  it('refuses cash on delivery above the limit, taking no stock', async () => {
    const product = await addProduct(t, { price: 600_000 });
    const body = orderBody([{ ...product, quantity: 2 }]);
    const res = await placeOrder(t, shopper.cookie, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: 'Cash on delivery is available only for orders up to ₹10,000.00. Please pay online.',
      fields: { paymentMethod: 'Cash on delivery is available only for orders up to ₹10,000.00.' },
    });
    expect(await stockOf(t, product.id)).toBe(10);
    const online = await placeOrder(t, shopper.cookie, { ...body, paymentMethod: 'online' });
    expect(online.statusCode).toBe(201);
  });

  it('dates the delivery by the PIN’s zone, and charges the cash-on-delivery fee with shipping', async () => {
    await setDelivery({ codFee: 4_900, days: { ...DEFAULT_DELIVERY_SETTINGS.days, metro: 6 } });
    try {
      const product = await addProduct(t, { price: 100_000 });
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        headers: { cookie: shopper.cookie },
        payload: { items: [{ id: product.id, quantity: 1 }], paymentMethod: 'cod' },
      });
      expect(quote.json()).toMatchObject({ shipping: 5_900, codFee: 4_900, total: 110_800 });
      const checked = (await check('560038')).json();
      const res = await placeOrder(t, shopper.cookie, orderBody([product]));
      expect(res.statusCode).toBe(201);
      const order = res.json().order;
      expect(order.total).toBe(110_800);
      expect(order.shipping).toBe(10_800);
      expect(order.estimatedDelivery).toBe(`${checked.deliveryBy}T06:30:00.000Z`);
    } finally {
      await setDelivery({ codFee: 0, days: DEFAULT_DELIVERY_SETTINGS.days });
    }
  });

  it('refuses a state the owner does not serve', async () => {
    await setDelivery({ servedStates: ['Jharkhand'] });
    try {
      const product = await addProduct(t);
      const res = await placeOrder(t, shopper.cookie, orderBody([product]));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'NOT_SERVICEABLE',
        message: 'We do not deliver to Karnataka yet.',
      });
      expect((await check('560038')).json()).toMatchObject({
        serviceable: false,
        deliveryBy: null,
      });
    } finally {
      await setDelivery({ servedStates: DEFAULT_DELIVERY_SETTINGS.servedStates });
    }
  });

  it('keeps delivery settings an owner could not mean out of the store', async () => {
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
        key: 'delivery',
        value: { ...current.json().delivery.value, blockedPins: ['12345'] },
        updatedAt: current.json().delivery.updatedAt,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/6-digit PIN code/);
  });
});
