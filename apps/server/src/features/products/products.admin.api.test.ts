import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockMovements } from '../../db/schema';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';
import { productConsole } from './products.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const { call, newProduct, create } = productConsole(() => ({ t, cookie: staff.cookie }));

const ledgerSum = async (slug: string) => {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productSlug, slug));
  return row!.sum;
};
const stockOf = async (slug: string) =>
  (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0]?.stock;

describe('products in the console', () => {
  it('creates a product whose opening stock is the first row of its ledger, and audits it', async () => {
    const product = await create();
    expect(product).toMatchObject({
      slug: 'terracotta-planter-1',
      price: 89_900,
      stock: 12,
      hidden: false,
      lowStockThreshold: 5,
      hsnCode: '4602',
      gstRate: 5,
      photos: [],
    });
    expect(await ledgerSum(product.slug)).toBe(12);
    const history = (await call('GET', `/api/admin/products/${product.slug}/stock`)).json();
    expect(history.items).toMatchObject([
      { delta: 12, reason: 'opening', actorEmail: staff.email },
    ]);
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.json()).toMatchObject({ name: product.name, price: 89_900, stock: 12 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, product.slug));
    expect(entry).toMatchObject({ action: 'product.create', actorId: staff.id });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ price: -1 }, 'price', 400],
      [{ price: '12' }, 'price', 400],
      [{ mrp: 100, price: 200 }, 'mrp', 400],
      [{ category: 'spaceships' }, 'category', 400],
      [{ stock: -3 }, 'stock', 400],
      [{ slug: 'Not A Slug' }, 'slug', 400],
      [{ name: '' }, 'name', 400],
      [{ hsnCode: '94' }, 'hsnCode', 400],
      [{ hsnCode: '94O5' }, 'hsnCode', 400],
      [{ gstRate: 7 }, 'gstRate', 400],
      [{ slug: 'terracotta-planter-1' }, 'slug', 409],
      [{ sku: 'TCP-1' }, 'sku', 409],
    ];
    for (const [overrides, field, status] of cases) {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      const res = await call('POST', '/api/admin/products', newProduct(overrides));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(after[0]!.n).toBe(before[0]!.n);
    }
  });

  it('lists every product by slug with search by name, slug or SKU, page by page', async () => {
    const first = (await call('GET', '/api/admin/products?limit=5')).json();
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/admin/products?limit=5&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items[0].slug > first.items[4].slug).toBe(true);

    const bySku = (await call('GET', '/api/admin/products?q=tcp-1')).json();
    expect(bySku.items.map((item: { slug: string }) => item.slug)).toContain(
      'terracotta-planter-1',
    );
    const byName = (await call('GET', '/api/admin/products?q=Terracotta%20Planter%201')).json();
    expect(byName.items[0].slug).toBe('terracotta-planter-1');
    const none = (await call('GET', '/api/admin/products?q=%25_%5C')).json();
    expect(none.items).toEqual([]);
    const badCursor = await call('GET', '/api/admin/products?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
  });

  it('updates any field; a stale updatedAt answers 409 STALE and changes nothing', async () => {
    const product = await create();
    const res = await call('PATCH', `/api/admin/products/${product.slug}`, {
      price: 79_900,
      mrp: 99_900,
      tags: ['planter', 'outdoor'],
      specifications: [{ label: 'Height', value: '20 cm' }],
      lowStockThreshold: 3,
      hsnCode: '94051900',
      gstRate: 18,
      updatedAt: product.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      price: 79_900,
      mrp: 99_900,
      lowStockThreshold: 3,
      hsnCode: '94051900',
      gstRate: 18,
    });
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.json().price).toBe(79_900);

    const stale = await call('PATCH', `/api/admin/products/${product.slug}`, {
      price: 1,
      updatedAt: product.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE');
    expect((await call('GET', `/api/admin/products/${product.slug}`)).json().price).toBe(79_900);

    const below = await call('PATCH', `/api/admin/products/${product.slug}`, {
      mrp: 100,
      updatedAt: res.json().updatedAt,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toHaveProperty('mrp');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.update'));
    expect(entry!.before).toMatchObject({ price: 89_900 });
    expect(entry!.after).toMatchObject({ price: 79_900 });
  });

  it('renames a slug; the old address still finds the product', async () => {
    const product = await create();
    const res = await call('PATCH', `/api/admin/products/${product.slug}`, {
      slug: `${product.slug}-renamed`,
      updatedAt: product.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(old.statusCode).toBe(200);
    expect(old.json().id).toBe(`${product.slug}-renamed`);
    expect(await ledgerSum(`${product.slug}-renamed`)).toBe(12);

    const taken = await call('PATCH', `/api/admin/products/${product.slug}-renamed`, {
      slug: 'terracotta-planter-1',
      updatedAt: res.json().updatedAt,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('slug');
  });

  it('hides a product from the shop, its search, sitemap and cart, but keeps its orders', async () => {
    const shopper = await signUpShopper(t);
    const product = await create({ name: 'Zanzibar Hidden Vase', slug: 'zanzibar-hidden-vase' });
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ id: product.slug, price: product.price }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await call('PATCH', `/api/admin/products/${product.slug}`, {
      hidden: true,
      updatedAt: product.updatedAt,
    });
    expect(res.json().hidden).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=zanzibar' });
    expect(search.json().total).toBe(0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/collections/new-arrivals?limit=50',
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(product.slug);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(product.slug);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      payload: { items: [{ id: product.slug, quantity: 1 }] },
    });
    expect(cart.json()).toMatchObject({ items: [], dropped: [{ reason: 'not-sold' }] });
    const checkout = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ id: product.slug, price: product.price }]),
    );
    expect(checkout.statusCode).toBe(400);
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: shopper.cookie },
    });
    expect(JSON.stringify(orders.json())).toContain('Zanzibar Hidden Vase');

    const hiddenOnly = (await call('GET', '/api/admin/products?visibility=hidden')).json();
    expect(hiddenOnly.items.map((item: { slug: string }) => item.slug)).toEqual([product.slug]);
  });
});

describe('the stock ledger', () => {
  it('records staff changes with their reason, and refuses to go below zero', async () => {
    const product = await create({ stock: 4 });
    const restock = await call('POST', `/api/admin/products/${product.slug}/stock`, {
      delta: 6,
      reason: 'restock',
      note: 'Delivery from the potter',
      lowStockThreshold: 2,
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect(restock.json().product).toMatchObject({ stock: 10, lowStockThreshold: 2 });
    expect(restock.json().movement).toMatchObject({ delta: 6, reason: 'restock', stockAfter: 10 });

    const tooMany = await call('POST', `/api/admin/products/${product.slug}/stock`, {
      delta: -11,
      reason: 'damaged',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('delta');
    const badReason = await call('POST', `/api/admin/products/${product.slug}/stock`, {
      delta: 1,
      reason: 'gift',
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error.fields).toHaveProperty('reason');
    expect(await stockOf(product.slug)).toBe(10);
    expect(await ledgerSum(product.slug)).toBe(10);

    // The form read before the stock change still saves: stock is not a field of the form.
    const edit = await call('PATCH', `/api/admin/products/${product.slug}`, {
      name: 'Renamed Planter',
      updatedAt: restock.json().product.updatedAt,
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('adds up to the stock through orders and their cancellations', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { stock: 5 });
    expect(await ledgerSum(lamp.id)).toBe(5);
    const placed = await placeOrder(t, shopper.cookie, orderBody([{ ...lamp, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(lamp.id)).toBe(3);
    expect(await ledgerSum(lamp.id)).toBe(3);
    const number = placed.json().order.number as string;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(lamp.id)).toBe(5);
    expect(await ledgerSum(lamp.id)).toBe(5);
    const history = (await call('GET', `/api/admin/products/${lamp.id}/stock?limit=2`)).json();
    expect(history.items.map((item: { reason: string }) => item.reason)).toEqual([
      'order-cancelled',
      'order-placed',
    ]);
    const rest = (
      await call('GET', `/api/admin/products/${lamp.id}/stock?cursor=${history.nextCursor}`)
    ).json();
    expect(rest.items.map((item: { reason: string }) => item.reason)).toEqual(['opening']);
  });

  it('opened a row for every seeded product', async () => {
    const mismatched = await t.database.db.execute(sql`
      SELECT p.slug FROM products p
      WHERE p.stock <> (SELECT coalesce(sum(delta), 0) FROM stock_movements m WHERE m.product_slug = p.slug)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
