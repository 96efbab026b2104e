import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpShopper, type TestApp, saveSellerDetails } from '../../test/test-app';
import { addProduct, orderBody, placeOrder, stockOf } from '../../test/shop-data';
import { shopperOrdersKit } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  // Many shoppers sign up from one address here; the limits themselves are tested with accounts.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const { get, post, advance } = shopperOrdersKit(() => t);

describe('access', () => {
  it('shows a shopper only their own orders; another’s is a 404', async () => {
    const owner = await signUpShopper(t);
    const other = await signUpShopper(t);
    const jar = await addProduct(t);
    const number = (await placeOrder(t, owner.cookie, orderBody([jar]))).json().order.number;

    expect((await get(`/api/orders/${number}`, owner.cookie)).statusCode).toBe(200);
    const peek = await get(`/api/orders/${number}`, other.cookie);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.message).toBe(`Order #${number} was not found.`);
    expect((await post(`/api/orders/${number}/cancel`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/orders', other.cookie)).json().orders).toEqual([]);
    expect((await get(`/api/orders/${number}`, owner.cookie)).json().order.status).toBe(
      'processing',
    );
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const jar = await addProduct(t);
    expect((await get('/api/orders')).statusCode).toBe(401);
    expect((await get('/api/orders/TC1001')).statusCode).toBe(401);
    expect((await post('/api/orders/TC1001/cancel')).statusCode).toBe(401);
    expect((await placeOrder(t, undefined, orderBody([jar]))).statusCode).toBe(401);
    expect(await stockOf(t, jar.id)).toBe(10);
  });
});

describe('GET /api/orders', () => {
  it('filters by tab in any letter case, newest first', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t, { stock: 10 });
    const place = async () =>
      (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number as string;
    const shipped = await place();
    const cancelled = await place();
    const processing = await place();
    await advance(shipped, 'shipped');
    await post(`/api/orders/${cancelled}/cancel`, shopper.cookie);

    const numbers = async (status: string) =>
      (await get(`/api/orders?status=${status}`, shopper.cookie))
        .json()
        .orders.map((order: { number: string }) => order.number);
    expect(await numbers('all')).toEqual([processing, cancelled, shipped]);
    expect(await numbers('PROCESSING')).toEqual([processing]);
    expect(await numbers('Shipped')).toEqual([shipped]);
    expect(await numbers('cancelled')).toEqual([cancelled]);
    expect(await numbers('delivered')).toEqual([]);

    const list = (await get('/api/orders', shopper.cookie)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 3, totalPages: 1 });

    const bad = await get('/api/orders?status=lost', shopper.cookie);
    expect(bad.statusCode).toBe(400);
  });
});
