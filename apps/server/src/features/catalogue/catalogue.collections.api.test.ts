import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductSummary } from '@terracraft/shared/catalogue';
import { productSales, products } from '../../db/schema';
import { CATALOGUE_PRODUCTS } from '../../db/seed/catalogue-data';
import { catalogueChangedOutside, createTestApp, type TestApp } from '../../test/test-app';
import {
  catalogueTestKit,
  featuredSlugs,
  ids,
  isSorted,
  moreSlugs,
} from './catalogue.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { list, expectBadRequest } = catalogueTestKit(() => t);

describe('GET /api/collections/:list', () => {
  /** Units sold per product from the sales history itself, in all or in the trending week. */
  async function unitsFromHistory(lastWeekOnly: boolean) {
    const [latest] = await t.database.db
      .select({ day: sql<string>`max(${productSales.day})::text` })
      .from(productSales);
    const since = new Date(Date.parse(`${latest!.day}T00:00:00Z`) - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const rows = await t.database.db
      .select({
        slug: productSales.productSlug,
        units: sql<number>`sum(${productSales.units})::int`,
      })
      .from(productSales)
      .where(lastWeekOnly ? sql`${productSales.day} >= ${since}` : undefined)
      .groupBy(productSales.productSlug);
    return new Map(rows.map((row) => [row.slug, Number(row.units)]));
  }

  it('answers Our Products: the five featured products in rank order', async () => {
    const items = await list('/api/collections/featured');
    expect(ids(items)).toEqual(featuredSlugs);
    expect(items).toHaveLength(5);
  });

  it('answers More Products: ten, rated 4.2–4.8, with only the wall hanging out of stock', async () => {
    const items = await list('/api/collections/more');
    expect(ids(items)).toEqual(moreSlugs);
    expect(items).toHaveLength(10);
    for (const product of items) {
      expect(product.rating, product.name).toBeGreaterThanOrEqual(4.2);
      expect(product.rating, product.name).toBeLessThanOrEqual(4.8);
      expect(product.reviewCount).toBeGreaterThan(0);
    }
    expect(items.filter((p) => !p.inStock).map((p) => p.name)).toEqual([
      'Boho Macrame Wall Hanging',
    ]);
    expect(items[2]!.name).toBe('Boho Macrame Wall Hanging');
  });

  it('answers Bestsellers by units sold in all', async () => {
    const units = await unitsFromHistory(false);
    const items = await list('/api/collections/bestsellers?limit=20');
    expect(items).toHaveLength(20);
    expect(isSorted(items, (a, b) => units.get(b.id)! - units.get(a.id)!)).toBe(true);
    const leastInList = units.get(items.at(-1)!.id)!;
    const outside = [...units.entries()].filter(([slug]) => !ids(items).includes(slug));
    expect(outside.every(([, sold]) => sold <= leastInList)).toBe(true);
    expect(items[0]!.name).toBe('Bamboo Toothbrush Set of 4');
  });

  it('answers Trending by units sold in the last seven days', async () => {
    const units = await unitsFromHistory(true);
    const items = await list('/api/collections/trending?limit=20');
    expect(items).toHaveLength(20);
    expect(isSorted(items, (a, b) => units.get(b.id)! - units.get(a.id)!)).toBe(true);
    const leastInList = units.get(items.at(-1)!.id)!;
    const outside = [...units.entries()].filter(([slug]) => !ids(items).includes(slug));
    expect(outside.every(([, sold]) => sold <= leastInList)).toBe(true);
    expect(items[0]!.name).toBe('Hand-Painted Terracotta Diya Set of 12');
  });

  it('answers New Arrivals newest first', async () => {
    const items = await list('/api/collections/new-arrivals?limit=10');
    expect(items).toHaveLength(10);
    expect(isSorted(items, (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))).toBe(true);
    const newest = [...CATALOGUE_PRODUCTS].sort((a, b) => a.listedDaysAgo - b.listedDaysAgo);
    expect(ids(items)).toEqual(newest.slice(0, 10).map((p) => p.slug));
  });

  it('makes Bestsellers, Trending and New Arrivals different lists', async () => {
    const [best, trending, fresh] = await Promise.all(
      ['bestsellers', 'trending', 'new-arrivals'].map((l) => list(`/api/collections/${l}?limit=8`)),
    );
    const overlap = (a: ProductSummary[], b: ProductSummary[]) =>
      ids(a).filter((id) => ids(b).includes(id)).length;
    expect(overlap(best!, trending!)).toBeLessThan(4);
    expect(overlap(best!, fresh!)).toBe(0);
    expect(overlap(trending!, fresh!)).toBeLessThan(2);
    expect(best![0]!.id).not.toBe(trending![0]!.id);
  });

  it('narrows a list to a category, limits it and sorts it on request', async () => {
    const lamps = await list('/api/collections/bestsellers?category=lamp-shade');
    expect(lamps.length).toBeGreaterThan(1);
    expect(lamps.every((p) => p.category === 'lamp-shade')).toBe(true);
    expect(await list('/api/collections/new-arrivals?limit=3')).toHaveLength(3);

    const members = ids(await list('/api/collections/bestsellers?limit=12'));
    const sorts: [string, (a: ProductSummary, b: ProductSummary) => number][] = [
      ['priceLowToHigh', (a, b) => a.price - b.price],
      ['priceHighToLow', (a, b) => b.price - a.price],
      ['rating', (a, b) => b.rating - a.rating],
      ['latest', (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)],
    ];
    for (const [sort, compare] of sorts) {
      const sorted = await list(`/api/collections/bestsellers?limit=12&sort=${sort}`);
      expect(ids(sorted).sort(), sort).toEqual([...members].sort());
      expect(isSorted(sorted, compare), sort).toBe(true);
    }
    const bestSelling = await list('/api/collections/new-arrivals?limit=12&sort=bestSelling');
    const units = await unitsFromHistory(false);
    expect(isSorted(bestSelling, (a, b) => (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0))).toBe(
      true,
    );
    const trending = await list('/api/collections/bestsellers?limit=12&sort=trending');
    const recent = await unitsFromHistory(true);
    expect(isSorted(trending, (a, b) => (recent.get(b.id) ?? 0) - (recent.get(a.id) ?? 0))).toBe(
      true,
    );
    const featured = await list('/api/collections/more?sort=priceLowToHigh');
    expect(featured).toHaveLength(10);
    expect(isSorted(featured, (a, b) => a.price - b.price)).toBe(true);
  });

  it('moves a product up Bestsellers and Trending as it sells', async () => {
    const before = ids(await list('/api/collections/bestsellers'));
    expect(before).not.toContain('round-cane-handbag');
    expect(ids(await list('/api/collections/trending?limit=1'))).not.toContain(
      'round-cane-handbag',
    );
    const [latest] = await t.database.db
      .select({ day: sql<string>`max(${productSales.day})::text` })
      .from(productSales);
    const sale = and(
      eq(productSales.productSlug, 'round-cane-handbag'),
      eq(productSales.day, latest!.day),
    );
    await t.database.db
      .insert(productSales)
      .values({ productSlug: 'round-cane-handbag', day: latest!.day, units: 1000 })
      .onConflictDoUpdate({
        target: [productSales.productSlug, productSales.day],
        set: { units: sql`${productSales.units} + excluded.units` },
      });
    catalogueChangedOutside(t);
    expect((await list('/api/collections/bestsellers?limit=1'))[0]!.id).toBe('round-cane-handbag');
    expect((await list('/api/collections/trending?limit=1'))[0]!.id).toBe('round-cane-handbag');
    // A cancelled order gives the units back.
    await t.database.db
      .update(productSales)
      .set({ units: sql`${productSales.units} - 1000` })
      .where(sale);
    await t.database.db.delete(productSales).where(and(sale, eq(productSales.units, 0)));
    catalogueChangedOutside(t);
    expect(ids(await list('/api/collections/bestsellers'))).toEqual(before);
  });

  it('rejects unknown lists and bad parameters with a 400', async () => {
    await expectBadRequest('/api/collections/popular', 'list');
    await expectBadRequest('/api/collections/trending?limit=0', 'limit');
    await expectBadRequest('/api/collections/trending?limit=61', 'limit');
    await expectBadRequest('/api/collections/trending?limit=ten', 'limit');
    await expectBadRequest('/api/collections/trending?sort=random', 'sort');
    await expectBadRequest('/api/collections/trending?category=sofas', 'category');
  });
});

describe('sales history', () => {
  it('keeps units sold in step with product_sales as rows are added, changed and removed', async () => {
    const unitsOf = async (slug: string) =>
      (
        await t.database.db
          .select({ units: products.unitsSold })
          .from(products)
          .where(eq(products.slug, slug))
      )[0]!.units;
    const slug = 'rosewood-bead-bracelet';
    const start = await unitsOf(slug);
    await t.database.db
      .insert(productSales)
      .values({ productSlug: slug, day: '2001-01-01', units: 4 });
    expect(await unitsOf(slug)).toBe(start + 4);
    await t.database.db
      .insert(productSales)
      .values({ productSlug: slug, day: '2001-01-01', units: 3 })
      .onConflictDoUpdate({
        target: [productSales.productSlug, productSales.day],
        set: { units: sql`${productSales.units} + excluded.units` },
      });
    expect(await unitsOf(slug)).toBe(start + 7);
    await t.database.db
      .delete(productSales)
      .where(sql`${productSales.productSlug} = ${slug} AND ${productSales.day} = '2001-01-01'`);
    expect(await unitsOf(slug)).toBe(start);
    const history = await t.database.db
      .select({ units: sql<number>`coalesce(sum(${productSales.units}), 0)::int` })
      .from(productSales)
      .where(eq(productSales.productSlug, slug));
    expect(Number(history[0]!.units)).toBe(start);
  });
});
