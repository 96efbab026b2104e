import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '@terracraft/shared/cart';
import { products, savedCartItems } from '../../db/schema';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const product = (slug: string, price: number, stock: number) => ({
    slug,
    sku: slug.toUpperCase(),
    name: slug
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' '),
    category: 'home-decor',
    description: 'For tests',
    price,
    mrp: price + 10_000,
    stock,
    images: [`/media/products/${slug}`],
    imageAlt: slug,
  });
  await t.database.db
    .insert(products)
    .values([
      product('bamboo-lamp', 149_900, 5),
      product('jute-basket', 79_900, 2),
      product('brass-bell', 49_900, 0),
      product('clay-pot', 29_900, 1000),
    ]);
});
afterAll(() => t.close());

type Line = { id: string; quantity: number };
const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const items = (lines: Line[]) => ({ items: lines });

describe('POST /api/cart/price', () => {
  it('prices lines from the database, whatever price the browser sends', async () => {
    const res = await send(
      'POST',
      '/api/cart/price',
      items([
        { id: 'bamboo-lamp', quantity: 2, price: 1 } as Line,
        { id: 'jute-basket', quantity: 1 },
        { id: 'bamboo-lamp', quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      items: [
        {
          id: 'bamboo-lamp',
          name: 'Bamboo Lamp',
          price: 149_900,
          quantity: 3,
          stock: 5,
          image: '/media/products/bamboo-lamp',
        },
        {
          id: 'jute-basket',
          name: 'Jute Basket',
          price: 79_900,
          quantity: 1,
          stock: 2,
          image: '/media/products/jute-basket',
        },
      ],
      subtotal: 149_900 * 3 + 79_900,
      dropped: [],
    });
  });

  it('caps quantities at the stock and leaves out what cannot be bought', async () => {
    const res = await send(
      'POST',
      '/api/cart/price',
      items([
        { id: 'jute-basket', quantity: 9 },
        { id: 'brass-bell', quantity: 1 },
        { id: 'no-such-thing', quantity: 1 },
      ]),
    );
    expect(res.json()).toMatchObject({
      items: [{ id: 'jute-basket', quantity: 2 }],
      subtotal: 79_900 * 2,
      dropped: [
        { id: 'brass-bell', name: 'Brass Bell', reason: 'out-of-stock' },
        { id: 'no-such-thing', name: null, reason: 'not-sold' },
      ],
    });
  });

  it('answers an empty cart with an empty price', async () => {
    const res = await send('POST', '/api/cart/price', items([]));
    expect(res.json()).toEqual({ items: [], subtotal: 0, dropped: [] });
  });

  it('refuses malformed or oversized carts with a 400, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { items: 'all of them' },
      items([{ id: 'bamboo-lamp', quantity: 0 }]),
      items([{ id: 'bamboo-lamp', quantity: -1 }]),
      items([{ id: 'bamboo-lamp', quantity: 1.5 }]),
      items([{ id: 'bamboo-lamp', quantity: 1000 }]),
      { items: [{ id: 'bamboo-lamp', quantity: '2' }] },
      items([{ id: 'x'.repeat(500), quantity: 1 }]),
      items([{ id: '', quantity: 1 }]),
      items(Array.from({ length: 101 }, (_, i) => ({ id: `p-${i}`, quantity: 1 }))),
      { items: [{ id: { $gt: '' }, quantity: 1 }] },
    ];
    for (const body of bodies) {
      const res = await send('POST', '/api/cart/price', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('treats a hostile product id as an unknown product', async () => {
    const res = await send(
      'POST',
      '/api/cart/price',
      items([{ id: "bamboo-lamp' OR '1'='1", quantity: 1 }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().dropped).toEqual([
      { id: "bamboo-lamp' OR '1'='1", name: null, reason: 'not-sold' },
    ]);
  });
});

describe('saved cart', () => {
  it('is only for signed-in shoppers', async () => {
    expect((await send('GET', '/api/cart')).statusCode).toBe(401);
    expect((await send('PUT', '/api/cart', items([]))).statusCode).toBe(401);
    const merge = await send('POST', '/api/cart/merge', items([]));
    expect(merge.statusCode).toBe(401);
    expect(merge.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps what the browser saved, in its order, and shows it to that shopper only', async () => {
    const asha = await signUpShopper(t);
    const ravi = await signUpShopper(t);
    const saved = await send(
      'PUT',
      '/api/cart',
      items([
        { id: 'jute-basket', quantity: 5 },
        { id: 'bamboo-lamp', quantity: 1 },
        { id: 'gone-forever', quantity: 1 },
      ]),
      asha.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toMatchObject([
      { id: 'jute-basket', quantity: 2 },
      { id: 'bamboo-lamp', quantity: 1 },
    ]);
    expect(saved.json().dropped).toMatchObject([{ id: 'gone-forever', reason: 'not-sold' }]);

    const again = await send('GET', '/api/cart', undefined, asha.cookie);
    expect(again.json().items.map((line: Line) => [line.id, line.quantity])).toEqual([
      ['jute-basket', 2],
      ['bamboo-lamp', 1],
    ]);
    expect((await send('GET', '/api/cart', undefined, ravi.cookie)).json().items).toEqual([]);

    await send('PUT', '/api/cart', items([]), asha.cookie);
    expect((await send('GET', '/api/cart', undefined, asha.cookie)).json().items).toEqual([]);
  });

  it('merges the browser’s cart on sign-in: quantities add up to the stock and the order limit at most', async () => {
    const shopper = await signUpShopper(t);
    await send(
      'PUT',
      '/api/cart',
      items([
        { id: 'bamboo-lamp', quantity: 3 },
        { id: 'clay-pot', quantity: 8 },
      ]),
      shopper.cookie,
    );
    const merged = await send(
      'POST',
      '/api/cart/merge',
      items([
        { id: 'bamboo-lamp', quantity: 4 },
        { id: 'jute-basket', quantity: 1 },
        { id: 'clay-pot', quantity: 20 },
        { id: 'brass-bell', quantity: 1 },
      ]),
      shopper.cookie,
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json().items.map((line: Line) => [line.id, line.quantity])).toEqual([
      ['bamboo-lamp', 5],
      // 8 + 20, capped at the order limit of units per product (10), far below the stock.
      ['clay-pot', 10],
      ['jute-basket', 1],
    ]);
    expect(merged.json().dropped).toMatchObject([{ id: 'brass-bell', reason: 'out-of-stock' }]);

    const rows = await t.database.db.select().from(savedCartItems);
    const mine = await send('GET', '/api/cart', undefined, shopper.cookie);
    expect(mine.json().subtotal).toBe(149_900 * 5 + 29_900 * 10 + 79_900);
    expect(rows.some((row) => row.productSlug === 'brass-bell')).toBe(false);
  });

  it('keeps the larger quantity when the browser brings a newer copy of the same cart', async () => {
    const shopper = await signUpShopper(t);
    await send(
      'PUT',
      '/api/cart',
      items([
        { id: 'bamboo-lamp', quantity: 1 },
        { id: 'jute-basket', quantity: 2 },
      ]),
      shopper.cookie,
    );
    const merged = await send(
      'POST',
      '/api/cart/merge',
      {
        quantities: 'larger',
        items: [
          { id: 'bamboo-lamp', quantity: 2 },
          { id: 'jute-basket', quantity: 1 },
          { id: 'clay-pot', quantity: 1 },
        ],
      },
      shopper.cookie,
    );
    expect(merged.json().items.map((line: Line) => [line.id, line.quantity])).toEqual([
      ['bamboo-lamp', 2],
      ['jute-basket', 2],
      ['clay-pot', 1],
    ]);
    const bad = await send(
      'POST',
      '/api/cart/merge',
      { quantities: 'multiply', items: [] },
      shopper.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('merges twice at once without losing either', async () => {
    const shopper = await signUpShopper(t);
    const [first, second] = await Promise.all([
      send('POST', '/api/cart/merge', items([{ id: 'clay-pot', quantity: 2 }]), shopper.cookie),
      send('POST', '/api/cart/merge', items([{ id: 'clay-pot', quantity: 3 }]), shopper.cookie),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const cart = await send('GET', '/api/cart', undefined, shopper.cookie);
    expect(cart.json().items).toMatchObject([{ id: 'clay-pot', quantity: 5 }]);
  });

  it('never merges into more products than a cart holds, so the result can be saved again', async () => {
    const many = Array.from({ length: 150 }, (_, i) => `many-${String(i).padStart(3, '0')}`);
    await t.database.db.insert(products).values(
      many.map((slug) => ({
        slug,
        sku: slug.toUpperCase(),
        name: slug,
        category: 'home-decor',
        description: 'For tests',
        price: 10_000,
        mrp: 12_000,
        stock: 5,
        images: [],
        imageAlt: slug,
      })),
    );
    const shopper = await signUpShopper(t);
    const lines = (slugs: string[]) => slugs.map((id) => ({ id, quantity: 1 }));
    await send('PUT', '/api/cart', items(lines(many.slice(0, 80))), shopper.cookie);
    const merged = await send(
      'POST',
      '/api/cart/merge',
      items(lines(many.slice(70, 150))),
      shopper.cookie,
    );
    expect(merged.statusCode).toBe(200);
    const ids = merged.json().items.map((line: Line) => line.id);
    // The saved cart first, then the browser's picks while there is room.
    expect(ids).toEqual(many.slice(0, CART_MAX_LINES));
    const savedAgain = await send(
      'PUT',
      '/api/cart',
      items(merged.json().items.map(({ id, quantity }: Line) => ({ id, quantity }))),
      shopper.cookie,
    );
    expect(savedAgain.statusCode).toBe(200);
  });

  it('shows saved lines at today’s price and stock', async () => {
    const shopper = await signUpShopper(t);
    await send('PUT', '/api/cart', items([{ id: 'clay-pot', quantity: 4 }]), shopper.cookie);
    await t.database.db
      .update(products)
      .set({ price: 31_900, stock: 3 })
      .where(eq(products.slug, 'clay-pot'));
    try {
      const cart = await send('GET', '/api/cart', undefined, shopper.cookie);
      expect(cart.json().items).toMatchObject([{ id: 'clay-pot', price: 31_900, quantity: 3 }]);
    } finally {
      await t.database.db
        .update(products)
        .set({ price: 29_900, stock: 1000 })
        .where(eq(products.slug, 'clay-pot'));
    }
  });
});
