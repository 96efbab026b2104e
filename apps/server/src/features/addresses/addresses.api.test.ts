import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, ADDRESS_TEXTS } from '@terracraft/shared/addresses';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  allowManyOrders,
  newKey,
  orderBody,
  placeOrder,
} from '../../test/shop-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await allowManyOrders(t);
});
afterAll(() => t.close());

const { email: _email, ...HOME } = ADDRESS;
const OFFICE = {
  ...HOME,
  label: 'Office',
  address: '4th floor, 80 Feet Road, Koramangala',
  pin: '560034',
};

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const book = async (cookie: string) =>
  (await send('GET', '/api/account/addresses', cookie)).json() as {
    items: { id: string; address: string; isDefault: boolean; label: string | null }[];
  };

describe('the address book', () => {
  it('keeps several addresses with exactly one default', async () => {
    const { cookie } = await signUpShopper(t);
    const home = await send('POST', '/api/account/addresses', cookie, HOME);
    expect(home.statusCode).toBe(201);
    // The first address is the default; a later one only when asked.
    expect(home.json()).toMatchObject({ isDefault: true, label: null, phone: '9876543210' });
    const office = await send('POST', '/api/account/addresses', cookie, OFFICE);
    expect(office.json()).toMatchObject({ isDefault: false, label: 'Office' });

    const made = await send('POST', `/api/account/addresses/${office.json().id}/default`, cookie);
    expect(made.statusCode).toBe(200);
    expect(
      made
        .json()
        .items.map((item: { label: string | null; isDefault: boolean }) => [
          item.label,
          item.isDefault,
        ]),
    ).toEqual([
      ['Office', true],
      [null, false],
    ]);

    const edited = await send('PUT', `/api/account/addresses/${home.json().id}`, cookie, {
      ...HOME,
      label: 'Home',
      city: 'Mysuru',
    });
    expect(edited.json()).toMatchObject({ label: 'Home', city: 'Mysuru', isDefault: false });

    // Deleting the default hands it to the address left.
    const left = await send('DELETE', `/api/account/addresses/${office.json().id}`, cookie);
    expect(left.json().items).toEqual([
      expect.objectContaining({ label: 'Home', isDefault: true }),
    ]);
  });

  it('refuses what the shipping address refuses, and changes nothing', async () => {
    const { cookie } = await signUpShopper(t);
    const res = await send('POST', '/api/account/addresses', cookie, { ...HOME, pin: '012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.pin).toMatch(/6-digit PIN/);
    expect((await book(cookie)).items).toEqual([]);
  });

  it('refuses a PIN India Post does not have, or one in another state, and changes nothing', async () => {
    const { cookie } = await signUpShopper(t);
    const unknown = await send('POST', '/api/account/addresses', cookie, {
      ...HOME,
      pin: '999999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.pin).toBe('This PIN code does not exist');
    const elsewhere = await send('POST', '/api/account/addresses', cookie, {
      ...OFFICE,
      state: 'Kerala',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.fields.pin).toBe('This PIN code is in Karnataka');
    expect((await book(cookie)).items).toEqual([]);

    const saved = await send('POST', '/api/account/addresses', cookie, OFFICE);
    expect(saved.statusCode).toBe(201);
    const moved = await send('PUT', `/api/account/addresses/${saved.json().id}`, cookie, {
      ...OFFICE,
      pin: '110001',
    });
    expect(moved.statusCode).toBe(422);
    expect((await book(cookie)).items.map((row) => row.address)).toEqual([OFFICE.address]);
  });

  it('shows and changes no one else’s addresses', async () => {
    const owner = await signUpShopper(t);
    const stranger = await signUpShopper(t);
    const { id } = (await send('POST', '/api/account/addresses', owner.cookie, HOME)).json();
    for (const [method, url, body] of [
      ['PUT', `/api/account/addresses/${id}`, HOME],
      ['DELETE', `/api/account/addresses/${id}`],
      ['POST', `/api/account/addresses/${id}/default`],
    ] as const) {
      const res = await send(method, url, stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(ADDRESS_TEXTS.notFound);
    }
    expect((await book(stranger.cookie)).items).toEqual([]);
    expect((await book(owner.cookie)).items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/addresses' })).statusCode).toBe(
      401,
    );
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const { cookie } = await signUpShopper(t);
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i += 1) {
      const res = await send('POST', '/api/account/addresses', cookie, {
        ...HOME,
        address: `House ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const full = await send('POST', '/api/account/addresses', cookie, HOME);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(ADDRESS_TEXTS.limitReached);
    expect((await book(cookie)).items).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it('saves the checkout’s address once the order is placed, and not twice', async () => {
    const { cookie } = await signUpShopper(t);
    const product = await addProduct(t);
    const key = newKey();
    const placed = await placeOrder(t, cookie, orderBody([product], { saveAddress: true }), key);
    expect(placed.statusCode).toBe(201);
    // Retried without the box ticked: the same attempt, the same order.
    const retried = await placeOrder(t, cookie, orderBody([product]), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().order.number).toBe(placed.json().order.number);
    const again = await placeOrder(t, cookie, orderBody([product], { saveAddress: true }));
    expect(again.statusCode).toBe(201);
    const other = { ...ADDRESS, address: '9 Residency Road' };
    await placeOrder(t, cookie, orderBody([product], { shippingAddress: other }));
    expect((await book(cookie)).items).toEqual([
      expect.objectContaining({ address: ADDRESS.address, isDefault: true }),
    ]);
  });
});
