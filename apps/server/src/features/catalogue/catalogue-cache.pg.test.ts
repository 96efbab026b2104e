/**
 * Two server instances on one PostgreSQL, as behind a load balancer: each keeps its own catalogue
 * cache, and a change on one reaches the other through the change feed (LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  asShopPage,
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { addProduct, allowManyOrders, orderBody, placeOrder } from '../../test/shop-data';

let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  a = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  await allowManyOrders(a);
  b = asShopPage(
    await buildApp({ config: a.config, database: a.database, logger: false }),
    a.config.publicUrl,
  );
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

const productOn = async (app: Pick<TestApp['app'], 'inject'>, slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}` })).json() as {
    price: number;
    stock: number;
  };

describe('the catalogue cache on two instances', () => {
  it('shows an order placed on one instance on the other once the notice arrives', async () => {
    const product = await addProduct(a, { stock: 9 });
    expect(await productOn(a.app, product.id)).toMatchObject({ stock: 9 });
    expect(await productOn(b, product.id)).toMatchObject({ stock: 9 });

    const shopper = await signUpShopper(a);
    const placed = await placeOrder(a, shopper.cookie, orderBody([{ ...product, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    // The instance that took the order shows it at once; the other once PostgreSQL passes it on.
    expect(await productOn(a.app, product.id)).toMatchObject({ stock: 7 });
    expect(
      await until(async () => (await productOn(b, product.id)).stock === 7),
      'instance B shows the new stock',
    ).toBe(true);
  });

  it('shows a price staff changed on one instance on the other', async () => {
    const staff = await signUpStaff(a, 'staff');
    const product = await addProduct(a, { price: 150_000 });
    expect(await productOn(b, product.id)).toMatchObject({ price: 150_000 });
    const current = await b.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: staff.cookie },
    });
    const edit = await b.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: staff.cookie },
      payload: { price: 110_000, updatedAt: current.json().updatedAt },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await productOn(b, product.id)).toMatchObject({ price: 110_000 });
    expect(
      await until(async () => (await productOn(a.app, product.id)).price === 110_000),
      'instance A shows the new price',
    ).toBe(true);
  });
});
