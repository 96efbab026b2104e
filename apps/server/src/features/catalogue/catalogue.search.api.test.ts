import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '@terracraft/shared/catalogue';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogueTestKit, featuredSlugs, ids, isSorted } from './catalogue.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, page, expectBadRequest } = catalogueTestKit(() => t);

describe('GET /api/search', () => {
  it('finds bamboo lamps for the misspelt "bambo lamp"', async () => {
    const result = await page('/api/search?q=bambo%20lamp');
    expect(ids(result.items)).toEqual(
      expect.arrayContaining(['bamboo-weave-pendant-lamp-shade', 'bamboo-slat-floor-lamp']),
    );
    for (const product of result.items) {
      expect(product.name.toLowerCase()).toContain('bamboo');
      expect(product.category).toBe('lamp-shade');
    }
  });

  it('matches the category, tags and description, with stemming', async () => {
    const baskets = await page('/api/search?q=baskets');
    expect(ids(baskets.items)).toContain('handwoven-jute-storage-basket-set');
    const byTag = await page('/api/search?q=diwali');
    expect(ids(byTag.items)).toEqual(
      expect.arrayContaining(['hand-painted-terracotta-diya-set', 'dhokra-brass-tealight-lantern']),
    );
    const byCategory = await page('/api/search?q=flower%20vase');
    expect(byCategory.total).toBeGreaterThanOrEqual(6);
    const byDescription = await page('/api/search?q=sparrows');
    expect(ids(byDescription.items)).toContain('bamboo-bird-feeder');
  });

  it('ranks the closest match first for the featured sort', async () => {
    const result = await page('/api/search?q=terracotta%20lamp');
    expect(result.items[0]!.id).toBe('terracotta-jaali-table-lamp');
    const typo = await page('/api/search?q=macrame%20wal%20hangin');
    expect(typo.items[0]!.id).toBe('boho-macrame-wall-hanging');
  });

  it('filters by category and sorts by price and rating', async () => {
    const jute = await page('/api/search?q=jute&category=storage-box');
    expect(jute.items.length).toBeGreaterThan(0);
    expect(jute.items.every((p) => p.category === 'storage-box')).toBe(true);
    expect(ids(jute.items)).toContain('handwoven-jute-storage-basket-set');

    const low = await page('/api/search?q=bamboo&sort=price-low&pageSize=60');
    expect(low.total).toBeGreaterThan(5);
    expect(isSorted(low.items, (a, b) => a.price - b.price)).toBe(true);
    const high = await page('/api/search?q=bamboo&sort=price-high&pageSize=60');
    expect(isSorted(high.items, (a, b) => b.price - a.price)).toBe(true);
    const rating = await page('/api/search?q=bamboo&sort=rating&pageSize=60');
    expect(isSorted(rating.items, (a, b) => b.rating - a.rating)).toBe(true);
    expect(ids(low.items).sort()).toEqual(ids(high.items).sort());
    const second = await page('/api/search?q=bamboo&pageSize=4&page=2');
    expect(second.total).toBe(low.total);
    expect(second.items).toHaveLength(4);
    const beyond = await page('/api/search?q=bamboo&page=50');
    expect(beyond).toMatchObject({ items: [], total: low.total });
  });

  it('lists everything for an empty query, filtered and sorted', async () => {
    const { total } = await page('/api/products');
    expect((await page('/api/search')).total).toBe(total);
    expect((await page('/api/search?q=%20%20')).total).toBe(total);
    const featured = await page('/api/search?pageSize=5');
    expect(ids(featured.items)).toEqual(featuredSlugs);
    const vases = await page('/api/search?category=flower-vase&sort=price-high');
    expect(vases.items.every((p) => p.category === 'flower-vase')).toBe(true);
    expect(isSorted(vases.items, (a, b) => b.price - a.price)).toBe(true);
    const paged = await page('/api/search?pageSize=10&page=2');
    expect(paged.items).toHaveLength(10);
    expect(paged.totalPages).toBe(Math.ceil(total / 10));
  });

  it('forgives typos in the words of products added or renamed later', async () => {
    await t.database.db.insert(products).values({
      slug: 'kalamkari-cushion-cover',
      sku: 'TESTTEX1',
      name: 'Kalamkari Cushion Cover',
      category: 'textiles',
      description: 'Hand-painted with a pen of bamboo',
      price: 59_900,
      mrp: 79_900,
      stock: 3,
      tags: ['kalamkari'],
      images: ['/media/products/kalamkari-cushion-cover'],
      imageAlt: 'A painted cushion cover',
    });
    try {
      expect(ids((await page('/api/search?q=kalamkri')).items)).toEqual([
        'kalamkari-cushion-cover',
      ]);
      await t.database.db
        .update(products)
        .set({ name: 'Chikankari Cushion Cover' })
        .where(eq(products.slug, 'kalamkari-cushion-cover'));
      expect(ids((await page('/api/search?q=chikankri%20cushon')).items)).toEqual([
        'kalamkari-cushion-cover',
      ]);
    } finally {
      await t.database.db.delete(products).where(eq(products.slug, 'kalamkari-cushion-cover'));
    }
  });

  it('finds nothing for words no product has', async () => {
    const result = await page('/api/search?q=refrigerator');
    expect(result).toMatchObject({ items: [], total: 0, totalPages: 0 });
    expect((await page('/api/search?q=the')).total).toBe(0);
    for (const q of ['!!!', '( ) : *', '🙂']) {
      expect((await page(`/api/search?q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    }
  });

  it('answers hostile or odd queries without error', async () => {
    const queries = [
      "'; DROP TABLE products; --",
      '%_\\',
      '<script>alert(1)</script>',
      'lamp & | ! ( ) : * <->',
      'bamboo\u0000lamp',
      '🪔 diya',
      'दीया',
      'x'.repeat(200),
      'a b c d e f g h i j k l lamp',
    ];
    for (const q of queries) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      productPageSchema.parse(res.body);
    }
    expect((await page('/api/search?q=%F0%9F%AA%94%20diya')).items.length).toBeGreaterThan(0);
    expect((await page('/api/products')).total).toBeGreaterThanOrEqual(60);
  });

  it('rejects bad parameters with a 400', async () => {
    await expectBadRequest(`/api/search?q=${'x'.repeat(201)}`, 'q');
    await expectBadRequest('/api/search?q=a&q=b', 'q');
    await expectBadRequest('/api/search?sort=priceLowToHigh', 'sort');
    await expectBadRequest('/api/search?category=Essential', 'category');
    await expectBadRequest('/api/search?page=0', 'page');
  });
});
