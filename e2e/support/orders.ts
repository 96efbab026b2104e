import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { announceCatalogueChange } from './catalogue';
import { fromShop } from './fixtures';

/** Test data for checkout and order journeys: products of their own, a cart, orders. */

interface TestProduct {
  id: string;
  name: string;
  /** Paise. */
  price: number;
}

/** Inserts a product only this test uses, so parallel tests never share stock. */
export async function addProduct(
  db: pg.Pool,
  { name, price = 149_900, stock = 10 }: { name: string; price?: number; stock?: number },
): Promise<TestProduct> {
  const suffix = randomBytes(4).toString('hex');
  const id = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
  await db.query(
    `INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images, image_alt)
     VALUES ($1, $2, $3, 'home-decor', $4, $5, $6, $7, ARRAY[$8], $3)`,
    [
      id,
      `E2E${suffix.toUpperCase()}`,
      name,
      `${name}, handmade for the browser tests.`,
      price,
      Math.round(price * 1.25),
      stock,
      `/media/products/${id}`,
    ],
  );
  await announceCatalogueChange(db);
  return { id, name, price };
}

export async function stockOf(db: pg.Pool, id: string): Promise<number> {
  const { rows } = await db.query<{ stock: number }>('SELECT stock FROM products WHERE slug = $1', [
    id,
  ]);
  return rows[0]!.stock;
}

/**
 * Fills the signed-in shopper's cart. It is saved on the server (as the cart page would save it)
 * and comes to the browser with the next page load; the address is what the cart page keeps in
 * localStorage `shippingAddress`.
 */
export async function fillCart(
  page: Page,
  lines: (TestProduct & { quantity?: number })[],
  extra: { shippingAddress?: { address: string; state: string; pin: string } } = {},
) {
  const saved = await page.request.put('/api/cart', {
    headers: fromShop(),
    data: { items: lines.map((line) => ({ id: line.id, quantity: line.quantity ?? 1 })) },
  });
  if (!saved.ok()) throw new Error(`cart not saved: ${await saved.text()}`);
  if (extra.shippingAddress) {
    await page.goto('/about');
    await page.evaluate(
      (address) =>
        localStorage.setItem('shippingAddress', JSON.stringify({ ...address, country: 'India' })),
      extra.shippingAddress,
    );
  }
}

export const ADDRESS = {
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '9876543210',
  address: '14 Lake View Road',
  city: 'Ranchi',
  state: 'Jharkhand',
  pin: '834001',
};

/**
 * Places an order through the API, as the signed-in shopper of `page`: cash on delivery, or online
 * and left waiting for payment.
 */
export async function placeOrderByApi(
  page: Page,
  email: string,
  lines: (TestProduct & { quantity?: number })[],
  paymentMethod: 'cod' | 'online' = 'cod',
  /** Where it goes, when not the Ranchi address. */
  address: Partial<typeof ADDRESS> = {},
): Promise<string> {
  const res = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID(), ...fromShop() },
    data: {
      items: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity ?? 1,
        unitPrice: line.price,
      })),
      shippingAddress: { ...ADDRESS, ...address, email },
      paymentMethod,
    },
  });
  if (res.status() !== 201) throw new Error(`order refused: ${await res.text()}`);
  return ((await res.json()) as { order: { number: string } }).order.number;
}

export async function setStatus(db: pg.Pool, number: string, status: string) {
  await db.query('UPDATE orders SET status = $1 WHERE number = $2', [
    status,
    Number(number.slice(2)),
  ]);
}

export async function ordersOf(db: pg.Pool, email: string) {
  const { rows } = await db.query<{
    number: number;
    status: string;
    payment_status: string;
    payment_method: string;
    total: number;
  }>(
    `SELECT o.number, o.status, o.payment_status, o.payment_method, o.total
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE u.email = $1 ORDER BY o.number`,
    [email],
  );
  return rows;
}
