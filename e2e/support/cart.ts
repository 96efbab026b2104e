import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { announceCatalogueChange } from './catalogue';

interface TestProduct {
  /** The slug: the product's id everywhere. */
  id: string;
  name: string;
  /** Paise. */
  price: number;
  mrp: number;
  stock: number;
}

/**
 * Puts products of its own into the shop's database for one test (unique slugs, no images), so a
 * test does not depend on the catalogue's seed.
 */
export async function createTestProducts(
  db: pg.Pool,
  products: { name: string; price: number; stock?: number; mrp?: number }[],
): Promise<TestProduct[]> {
  const created: TestProduct[] = [];
  for (const product of products) {
    const suffix = randomBytes(4).toString('hex');
    const slug = `${product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
    const row: TestProduct = {
      id: slug,
      name: product.name,
      price: product.price,
      mrp: product.mrp ?? Math.round(product.price * 1.25),
      stock: product.stock ?? 10,
    };
    await db.query(
      `INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images, image_alt)
       VALUES ($1, $2, $3, 'home-decor', 'Made for a browser test.', $4, $5, $6, $7, $3)`,
      [slug, `T-${suffix}`, row.name, row.price, row.mrp, row.stock, [`/media/products/${slug}`]],
    );
    created.push(row);
  }
  await announceCatalogueChange(db);
  return created;
}

/**
 * Stores `value` under `key` in the page's localStorage as the page first loads, before the shop's
 * scripts run, and only once per tab (later navigations keep whatever the shop made of it).
 */
async function storeOnFirstLoad(page: Page, key: string, value: unknown) {
  await page.addInitScript(
    ({ key, json }) => {
      const flag = `seeded:${key}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, json);
    },
    { key, json: JSON.stringify(value) },
  );
}

/** Fills the browser's cart (localStorage `cart`) as the product pages would, on the next load. */
export async function seedCart(page: Page, lines: { product: TestProduct; quantity: number }[]) {
  const items = lines.map(({ product, quantity }) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    image: `/media/products/${product.id}`,
    quantity,
    maxQuantity: product.stock,
  }));
  await storeOnFirstLoad(page, 'cart', { state: { items }, version: 1 });
}

/** Fills the browser's wishlist (localStorage `wishlist`) on the next load. */
export async function seedWishlist(page: Page, products: TestProduct[]) {
  const items = products.map((product) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    mrp: product.mrp,
    image: `/media/products/${product.id}`,
  }));
  await storeOnFirstLoad(page, 'wishlist', { state: { items }, version: 1 });
}
