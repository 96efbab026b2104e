import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@terracraft/shared/wishlist';
import { products } from '../../db/schema';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const product = (slug: string, price: number, stock: number) => ({
    slug,
    sku: slug.toUpperCase(),
    name: slug,
    category: 'home-decor',
    description: 'For tests',
    price,
    mrp: price * 2,
    stock,
    images: [`/media/products/${slug}`],
    imageAlt: slug,
  });
  await t.database.db
    .insert(products)
    .values([
      product('macrame-hanger', 59_900, 4),
      product('terracotta-vase', 89_900, 0),
      product('wooden-bowl', 39_900, 7),
    ]);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('wishlist', () => {
  it('looks up today’s products for anyone, keeping out-of-stock ones', async () => {
    const res = await send('POST', '/api/wishlist/lookup', {
      ids: ['terracotta-vase', 'nope', 'macrame-hanger', 'terracotta-vase'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: 'terracotta-vase',
          name: 'terracotta-vase',
          price: 89_900,
          mrp: 179_800,
          image: '/media/products/terracotta-vase',
          stock: 0,
        },
        {
          id: 'macrame-hanger',
          name: 'macrame-hanger',
          price: 59_900,
          mrp: 119_800,
          image: '/media/products/macrame-hanger',
          stock: 4,
        },
      ],
      dropped: ['nope'],
    });
  });

  it('refuses malformed input with a 400', async () => {
    for (const body of [
      {},
      { ids: 'macrame-hanger' },
      { ids: [42] },
      { ids: [''] },
      { ids: Array.from({ length: 201 }, (_, i) => `p-${i}`) },
    ]) {
      expect((await send('POST', '/api/wishlist/lookup', body)).statusCode).toBe(400);
    }
  });

  it('is saved only for signed-in shoppers, each seeing their own', async () => {
    expect((await send('GET', '/api/wishlist')).statusCode).toBe(401);
    expect((await send('PUT', '/api/wishlist', { ids: [] })).statusCode).toBe(401);
    expect((await send('POST', '/api/wishlist/merge', { ids: [] })).statusCode).toBe(401);

    const asha = await signUpShopper(t);
    const ravi = await signUpShopper(t);
    const saved = await send(
      'PUT',
      '/api/wishlist',
      { ids: ['wooden-bowl', 'terracotta-vase', 'ghost'] },
      asha.cookie,
    );
    expect(idsOf(saved.json())).toEqual(['wooden-bowl', 'terracotta-vase']);
    expect(idsOf((await send('GET', '/api/wishlist', undefined, asha.cookie)).json())).toEqual([
      'wooden-bowl',
      'terracotta-vase',
    ]);
    expect((await send('GET', '/api/wishlist', undefined, ravi.cookie)).json().items).toEqual([]);
  });

  it('unites the browser’s wishlist with the saved one on sign-in', async () => {
    const shopper = await signUpShopper(t);
    await send('PUT', '/api/wishlist', { ids: ['wooden-bowl'] }, shopper.cookie);
    const merged = await send(
      'POST',
      '/api/wishlist/merge',
      { ids: ['macrame-hanger', 'wooden-bowl'] },
      shopper.cookie,
    );
    expect(idsOf(merged.json())).toEqual(['wooden-bowl', 'macrame-hanger']);
    expect(idsOf((await send('GET', '/api/wishlist', undefined, shopper.cookie)).json())).toEqual([
      'wooden-bowl',
      'macrame-hanger',
    ]);
  });

  it('never merges into more products than a wishlist holds, so it can be saved again', async () => {
    const many = Array.from({ length: 300 }, (_, i) => `saved-${String(i).padStart(3, '0')}`);
    await t.database.db.insert(products).values(
      many.map((slug) => ({
        slug,
        sku: slug.toUpperCase(),
        name: slug,
        category: 'home-decor',
        description: 'For tests',
        price: 10_000,
        mrp: 12_000,
        stock: 1,
        images: [],
        imageAlt: slug,
      })),
    );
    const shopper = await signUpShopper(t);
    await send('PUT', '/api/wishlist', { ids: many.slice(0, 150) }, shopper.cookie);
    const merged = await send(
      'POST',
      '/api/wishlist/merge',
      { ids: many.slice(100, 300) },
      shopper.cookie,
    );
    expect(merged.statusCode).toBe(200);
    expect(idsOf(merged.json())).toEqual(many.slice(0, WISHLIST_MAX_ITEMS));
    const savedAgain = await send(
      'PUT',
      '/api/wishlist',
      { ids: idsOf(merged.json()) },
      shopper.cookie,
    );
    expect(savedAgain.statusCode).toBe(200);
  });
});
