import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { PlaceOrderRequest } from '@terracraft/shared/orders';
import { coupons, orders, productSales, products, settings } from '../db/schema';
import { catalogueChangedOutside, type TestApp } from './test-app';

/** Test data and calls shared by the API tests of every feature that sells something. */

export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
} as const;

let productCount = 0;

/** A product of its own for one test, so tests do not share stock. */
export async function addProduct(
  t: TestApp,
  product: { name?: string; price?: number; stock?: number; lowStockThreshold?: number } = {},
) {
  productCount += 1;
  const slug = `test-product-${productCount}-${randomUUID().slice(0, 8)}`;
  const row = {
    slug,
    sku: `TEST${slug.slice(-8).toUpperCase()}`,
    name: product.name ?? `Test Product ${productCount}`,
    category: 'home-decor',
    description: 'A product for tests',
    price: product.price ?? 150_000,
    mrp: (product.price ?? 150_000) + 50_000,
    stock: product.stock ?? 10,
    images: [`/media/products/${slug}`],
    imageAlt: 'A test product',
    ...(product.lowStockThreshold === undefined
      ? {}
      : { lowStockThreshold: product.lowStockThreshold }),
  };
  await t.database.db.insert(products).values(row);
  catalogueChangedOutside(t);
  return { id: slug, name: row.name, price: row.price };
}

export async function stockOf(t: TestApp, slug: string) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.slug, slug));
  return row?.stock;
}

export async function unitsSold(t: TestApp, slug: string) {
  const rows = await t.database.db
    .select({ units: productSales.units })
    .from(productSales)
    .where(eq(productSales.productSlug, slug));
  return rows.reduce((sum, row) => sum + row.units, 0);
}

/** Orders in the database shipping to `email`, whatever their state. */
export async function ordersTo(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.email, email));
  return row?.n ?? 0;
}

export async function couponUses(t: TestApp, code: string) {
  const [row] = await t.database.db
    .select({ timesUsed: coupons.timesUsed })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row!.timesUsed;
}

export const newKey = () => randomUUID();

/**
 * Order limits high enough that they play no part, for test files whose one shopper places many
 * orders (the limits are tested in order-limits.api.test.ts). Call before the app reads them.
 */
export async function allowManyOrders(t: TestApp) {
  const value = {
    maxUnitsPerLine: 999,
    maxUnitsPerOrder: 999,
    maxUnpaidOnlineOrders: 999,
    maxOpenCodOrders: 999,
  };
  await t.database.db
    .insert(settings)
    .values({ key: 'orderLimits', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export function orderBody(
  items: { id: string; price: number; quantity?: number }[],
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  return {
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity ?? 1,
      unitPrice: item.price,
    })),
    shippingAddress: { ...ADDRESS },
    paymentMethod: 'cod',
    ...overrides,
  };
}

export function placeOrder(
  t: TestApp,
  cookie: string | undefined,
  body: unknown,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body as object,
  });
}

export { outbox } from './test-app';
