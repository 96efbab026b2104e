import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, products } from '../../db/schema';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache';
import {
  catalogueChangedOutside,
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { addProduct, allowManyOrders, orderBody, placeOrder } from '../../test/shop-data';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  // The release of unpaid orders runs every second, as a background job, not a request.
  t = await createTestApp({
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000', PAYMENT_EXPIRY_INTERVAL_SECONDS: '1' },
  });
  await allowManyOrders(t);
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const detail = async (slug: string) => (await get(`/api/products/${slug}`)).json();

/** The product as the shop list shows it (its category's page). */
async function listed(slug: string) {
  const page = (await get('/api/products?category=home-decor&pageSize=60')).json();
  return (page.items as { id: string; stock: number; price: number }[]).find(
    (item) => item.id === slug,
  );
}

/** Changes a product straight in the database, as a script would, without telling the app. */
const behindTheAppsBack = (slug: string, change: { price?: number; stock?: number }) =>
  t.database.db.update(products).set(change).where(eq(products.slug, slug));

describe('catalogue reads', () => {
  it('come from memory: a change behind the app’s back is not seen until a change is announced', async () => {
    const product = await addProduct(t, { price: 150_000, stock: 7 });
    expect(await detail(product.id)).toMatchObject({ price: 150_000, stock: 7 });
    expect(await listed(product.id)).toMatchObject({ price: 150_000, stock: 7 });

    await behindTheAppsBack(product.id, { price: 99_900, stock: 3 });
    expect(await detail(product.id)).toMatchObject({ price: 150_000, stock: 7 });
    expect(await listed(product.id)).toMatchObject({ price: 150_000, stock: 7 });

    catalogueChangedOutside(t);
    expect(await detail(product.id)).toMatchObject({ price: 99_900, stock: 3 });
    expect(await listed(product.id)).toMatchObject({ price: 99_900, stock: 3 });
  });

  it('show an order’s stock at once, and the stock back when it is cancelled', async () => {
    const product = await addProduct(t, { stock: 10 });
    const shopper = await signUpShopper(t);
    expect(await detail(product.id)).toMatchObject({ stock: 10 });
    expect(await listed(product.id)).toMatchObject({ stock: 10 });

    const placed = await placeOrder(t, shopper.cookie, orderBody([{ ...product, quantity: 3 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await detail(product.id)).toMatchObject({ stock: 7 });
    expect(await listed(product.id)).toMatchObject({ stock: 7 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().order.number}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await detail(product.id)).toMatchObject({ stock: 10 });
    expect(await listed(product.id)).toMatchObject({ stock: 10 });
  });

  it('show the stock an unpaid order gives back when the background job releases it', async () => {
    const product = await addProduct(t, { stock: 5 });
    const shopper = await signUpShopper(t);
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...product, quantity: 2 }], { paymentMethod: 'online' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await detail(product.id)).toMatchObject({ stock: 3 });

    await t.database.db
      .update(orders)
      .set({ paymentDueBy: new Date(Date.now() - 1000) })
      .where(eq(orders.number, Number(String(placed.json().order.number).slice(2))));
    const deadline = Date.now() + 10_000;
    while ((await detail(product.id)).stock !== 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await detail(product.id)).toMatchObject({ stock: 5 });
  });

  it('show a console price edit and a stock adjustment at once', async () => {
    const product = await addProduct(t, { price: 150_000, stock: 4 });
    expect(await detail(product.id)).toMatchObject({ price: 150_000 });
    const admin = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${product.id}`,
        headers: { cookie: staff.cookie },
      })
    ).json();

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: staff.cookie },
      payload: { price: 120_000, updatedAt: admin.updatedAt },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await detail(product.id)).toMatchObject({ price: 120_000 });
    expect(await listed(product.id)).toMatchObject({ price: 120_000 });

    const restock = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock`,
      headers: { cookie: staff.cookie },
      payload: { delta: 6, reason: 'restock' },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect(await detail(product.id)).toMatchObject({ stock: 10 });
  });

  it('show a review’s rating once staff approve it', async () => {
    const product = await addProduct(t);
    expect(await detail(product.id)).toMatchObject({ rating: 0, reviewCount: 0 });
    const shopper = await signUpShopper(t);
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: { cookie: shopper.cookie },
      payload: { rating: 4, text: 'Sturdy and well finished' },
    });
    expect(written.statusCode, written.body).toBe(201);
    // Not a buyer: the review waits for staff, and the rating is unchanged.
    expect(await detail(product.id)).toMatchObject({ rating: 0, reviewCount: 0 });

    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${written.json().id}/status`,
      headers: { cookie: staff.cookie },
      payload: { status: 'shown', updatedAt: written.json().updatedAt },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await detail(product.id)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('answer 64 readers of a key not yet kept with one database read', async () => {
    const product = await addProduct(t);
    const select = vi.spyOn(t.database.db, 'select');
    try {
      const answers = await Promise.all(
        Array.from({ length: 64 }, () => get(`/api/products/${product.id}`)),
      );
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      expect(select).toHaveBeenCalledTimes(1);
      await get(`/api/products/${product.id}`);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});

describe('HTTP caching', () => {
  it('tags public catalogue answers, lets a CDN keep them briefly, and answers 304 to a matching tag', async () => {
    const product = await addProduct(t, { price: 150_000 });
    const first = await get(`/api/products/${product.id}`);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    // Browsers never serve it stale; a CDN may, briefly, while it refreshes.
    expect(first.headers['cdn-cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(`/api/products/${product.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: staff.cookie },
      payload: {
        price: 140_000,
        updatedAt: (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/products/${product.id}`,
            headers: { cookie: staff.cookie },
          })
        ).json().updatedAt,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await get(`/api/products/${product.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().price).toBe(140_000);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags every shopper catalogue and blog read', async () => {
    const blog = (await get('/api/blog/posts')).json().items[0].slug as string;
    for (const url of [
      '/api/categories',
      '/api/products?sort=priceLowToHigh',
      '/api/products/bamboo-bread-basket/related',
      '/api/collections/bestsellers?limit=4',
      '/api/search?q=bamboo',
      '/api/blog/posts',
      `/api/blog/posts/${blog}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.etag, url).toBeTruthy();
      const revalidated = await get(url, { 'if-none-match': res.headers.etag as string });
      expect(revalidated.statusCode, url).toBe(304);
    }
  });

  it('sends a kept answer compressed as the client accepts, the same JSON under the same tag', async () => {
    const url = '/api/products?pageSize=24';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.json();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second is the copy compressed for the first.
      for (const attempt of [1, 2]) {
        const res = await get(url, { 'accept-encoding': accepted });
        expect(res.statusCode, `${accepted} #${attempt}`).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(json);
      }
    }
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('keeps errors and per-user answers out of shared caches', async () => {
    const missing = await get('/api/products/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(missing.headers.etag).toBeUndefined();

    const shopper = await signUpShopper(t);
    const orders = await get('/api/orders', { cookie: shopper.cookie });
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    // Some routes say it themselves; none is public or tagged.
    for (const url of ['/api/wishlist', '/api/account/addresses', '/api/cart', '/api/me']) {
      const res = await get(url, { cookie: shopper.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
      expect(res.headers['cache-control'], url).not.toMatch(/public/);
      expect(res.headers.etag, url).toBeUndefined();
    }
    const session = await get('/api/auth/get-session', { cookie: shopper.cookie });
    expect(session.headers['cache-control']).toMatch(/no-store/);
    const reviews = await get('/api/products/bamboo-bread-basket/reviews');
    expect(reviews.headers['cache-control']).toMatch(/no-store/);
  });
});
