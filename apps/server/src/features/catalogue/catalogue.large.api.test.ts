import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, productPageSchema } from '@terracraft/shared/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXACT_COUNT_LIMIT } from './product-sql';

/**
 * A catalogue past the size where lists stop counting every match: 3,000 walnut trays, 2,400 in
 * the kitchen and 600 in the garden. Every tray says "walnut" in its description; every 50th has
 * it in its name and the one after that in its tags. The newest is tray 1.
 */
const PRODUCTS = 3000;
const KITCHEN = 2400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.execute(sql`
    INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, tags, images,
      image_alt, created_at)
    SELECT 'tray-' || i, 'TRAY' || i,
      CASE WHEN i % 50 = 0 THEN 'Walnut Serving Tray ' || i ELSE 'Serving Tray ' || i END,
      CASE WHEN i <= ${KITCHEN} THEN 'kitchen' ELSE 'garden' END,
      'Turned by hand from walnut wood.',
      10000 + i, 20000, 5,
      CASE WHEN i % 50 = 1 THEN ARRAY['walnut', 'tray'] ELSE ARRAY['tray'] END,
      ARRAY['/media/products/tray-' || i], 'A wooden tray',
      now() - i * interval '1 minute'
    FROM generate_series(1, ${PRODUCTS}) AS i`);
  // The statistics autovacuum keeps for a table this size.
  await t.database.db.execute(sql`ANALYZE products`);
});
afterAll(() => t.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}

const trays = (numbers: number[]) => numbers.map((n) => `tray-${n}`);
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('a catalogue of more than a thousand products', () => {
  it('counts exactly up to the limit and estimates beyond it', async () => {
    const garden = await page('/api/products?category=garden');
    expect(garden.total).toBe(PRODUCTS - KITCHEN);
    const all = await page('/api/products');
    expect(all.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(all.total - PRODUCTS)).toBeLessThanOrEqual(PRODUCTS * 0.1);
    expect(all.totalPages).toBe(Math.ceil(all.total / all.pageSize));

    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const { items } = categoryListSchema.parse(res.json());
    const count = (key: string) => items.find((item) => item.key === key)!.productCount;
    expect(count('garden')).toBe(PRODUCTS - KITCHEN);
    expect(Math.abs(count('kitchen') - KITCHEN)).toBeLessThanOrEqual(KITCHEN * 0.1);
    expect(count('textiles')).toBe(0);
  });

  it('serves a deep page of the newest first without gaps', async () => {
    const deep = await page('/api/products?page=40&pageSize=24');
    expect(deep.items.map((item) => item.id)).toEqual(trays(range(937, 960, 1)));
  });

  it('lists a search with many matches by name, then labels, then description', async () => {
    const named = range(50, PRODUCTS, 50);
    const tagged = range(1, PRODUCTS, 50);
    const rest = range(1, PRODUCTS, 1).filter((n) => n % 50 !== 0 && n % 50 !== 1);
    const expected = trays([...named, ...tagged, ...rest]);

    const first = await page('/api/search?q=walnut&pageSize=24');
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const seen = [...first.items];
    for (let n = 2; n <= 4; n++)
      seen.push(...(await page(`/api/search?q=walnut&pageSize=24&page=${n}`)).items);
    expect(seen.map((item) => item.id)).toEqual(expected.slice(0, 96));

    const deep = await page('/api/search?q=walnut&pageSize=20&page=30');
    expect(deep.items.map((item) => item.id)).toEqual(expected.slice(580, 600));
  });

  it('orders a narrower search with fewer matches the same way', async () => {
    const garden = range(KITCHEN + 1, PRODUCTS, 1);
    const expected = trays([
      ...garden.filter((n) => n % 50 === 0),
      ...garden.filter((n) => n % 50 === 1),
      ...garden.filter((n) => n % 50 !== 0 && n % 50 !== 1),
    ]);
    const result = await page('/api/search?q=walnut%20tray&category=garden&pageSize=60');
    expect(result.total).toBe(PRODUCTS - KITCHEN);
    expect(result.items.map((item) => item.id)).toEqual(expected.slice(0, 60));
  });
});

describe('a large catalogue the database has no statistics of yet', () => {
  it('counts every match rather than guess', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      await fresh.database.db.execute(sql`
        INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images,
          image_alt)
        SELECT 'bowl-' || i, 'BOWL' || i, 'Coconut Bowl ' || i, 'kitchen', 'A bowl.', 30000,
          40000, 3, ARRAY['/media/products/bowl-' || i], 'A bowl'
        FROM generate_series(1, 1234) AS i`);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/products?pageSize=60' });
      const result = productPageSchema.parse(res.json());
      expect(result.total).toBe(1234);
      expect(result.totalPages).toBe(21);
      const categories = await fresh.app.inject({ method: 'GET', url: '/api/categories' });
      const kitchen = categoryListSchema
        .parse(categories.json())
        .items.find((item) => item.key === 'kitchen');
      expect(kitchen?.productCount).toBe(1234);
    } finally {
      await fresh.close();
    }
  });
});

describe('a search whose words go together', () => {
  /**
   * 20,000 trays, three in ten of them "Carved Mango Wood" ones: the planner, taking the three
   * words as independent, expects 540 matches (0.3³ of the table), where there are 6,000.
   */
  const TRAYS = 20_000;
  const carved = range(1, TRAYS, 1).filter((n) => n % 10 < 3);
  let wood: TestApp;
  beforeAll(async () => {
    wood = await createTestApp({ seed: false });
    await wood.database.db.execute(sql`
      INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images,
        image_alt, created_at)
      SELECT 'tray-' || i, 'TRAY' || i,
        CASE WHEN i % 10 < 3 THEN 'Carved Mango Wood Tray ' || i ELSE 'Teak Tray ' || i END,
        'kitchen', 'Turned by hand.', 10000 + i, 20000, 5,
        ARRAY['/media/products/tray-' || i], 'A wooden tray', now() - i * interval '1 minute'
      FROM generate_series(1, ${TRAYS}) AS i`);
    await wood.database.db.execute(sql`ANALYZE products`);
  });
  afterAll(() => wood.close());

  const search = async (query: string) => {
    const res = await wood.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return productPageSchema.parse(res.json());
  };

  it('numbers every match, not the few the statistics expected', async () => {
    const first = await search('q=carved%20mango%20wood&pageSize=24');
    expect(Math.abs(first.total - carved.length)).toBeLessThanOrEqual(carved.length * 0.1);
    expect(first.items.map((item) => item.id)).toEqual(trays(carved.slice(0, 24)));
  });

  it('serves a deep page, past the first products of the featured order, in the same order', async () => {
    const deep = await search('q=carved%20mango%20wood&pageSize=60&page=90');
    expect(deep.items.map((item) => item.id)).toEqual(trays(carved.slice(5340, 5400)));
  });
});
