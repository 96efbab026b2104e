import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  RATING_FILTERS,
  RELATED_LIMIT,
  categoryListSchema,
  productDetailSchema,
  productListSchema,
  productPageSchema,
  type ProductSummary,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { productSales, products } from '../../db/schema';
import { CATALOGUE_PRODUCTS } from '../../db/seed/catalogue-data';
import { catalogueChangedOutside, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

async function page(url: string) {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return productPageSchema.parse(body);
}

async function list(url: string) {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return productListSchema.parse(body).items;
}

/** Every product the list answers, page after page. */
async function everyPage(url: string): Promise<ProductSummary[]> {
  const items: ProductSummary[] = [];
  const joiner = url.includes('?') ? '&' : '?';
  for (let n = 1; ; n++) {
    const result = await page(`${url}${joiner}pageSize=60&page=${n}`);
    items.push(...result.items);
    if (n >= result.totalPages) return items;
  }
}

async function expectBadRequest(url: string, field?: string) {
  const { status, body } = await get(url);
  expect(status, url).toBe(400);
  const { error } = errorResponseSchema.parse(body);
  if (field) expect(error.fields?.[field], `${url} names ${field}`).toBeTruthy();
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
  values.every((value, i) => i === 0 || compare(values[i - 1]!, value) <= 0);
const featuredSlugs = CATALOGUE_PRODUCTS.filter((p) => p.featuredRank)
  .sort((a, b) => a.featuredRank! - b.featuredRank!)
  .map((p) => p.slug);
const moreSlugs = CATALOGUE_PRODUCTS.filter((p) => p.moreRank)
  .sort((a, b) => a.moreRank! - b.moreRank!)
  .map((p) => p.slug);

describe('the seeded catalogue', () => {
  it('has at least 60 products, each with its own name, sku, copy, image and prices', async () => {
    const all = await everyPage('/api/products');
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
    for (const product of all) {
      expect(product.image).toBe(`/media/products/${product.id}`);
      expect(product.imageAlt.length).toBeGreaterThan(10);
      expect(product.price).toBeLessThanOrEqual(product.mrp);
      expect(product.price % 100, 'whole rupees').toBe(0);
      expect(product.price).toBeGreaterThanOrEqual(19_900);
      expect(product.discountPercent).toBe(
        Math.round(((product.mrp - product.price) / product.mrp) * 100),
      );
      const prefix = COLLECTIONS.find((c) => c.key === product.category)?.skuPrefix;
      if (prefix) expect(product.sku).toMatch(new RegExp(`^${prefix}\\d{3}$`));
    }
    const aboveDefaultRange = all.filter((p) => p.price > 500_000);
    expect(aboveDefaultRange.length).toBeGreaterThan(0);
    expect(aboveDefaultRange.length).toBeLessThan(all.length / 10);
  });

  it('lists every category with its product count; the six collections carry their paths', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    const { items } = categoryListSchema.parse(body);
    expect(items.slice(0, 6).map((c) => [c.key, c.path])).toEqual(
      COLLECTIONS.map((c) => [c.key, c.path]),
    );
    for (const category of items.slice(0, 6))
      expect(category.productCount).toBeGreaterThanOrEqual(5);
    expect(items.find((c) => c.key === 'lamp-shade')?.name).toBe('Lamp Shade');
    expect(items.find((c) => c.key === 'garden')?.path).toBeUndefined();
    const { total } = await page('/api/products');
    expect(items.reduce((sum, c) => sum + c.productCount, 0)).toBe(total);
    const kitchen = await page('/api/products?category=kitchen');
    expect(kitchen.total).toBe(items.find((c) => c.key === 'kitchen')?.productCount);
  });

  it('gives the prices the catalogue spans, in whole rupees, so the shop’s range hides nothing', async () => {
    const { priceRange } = categoryListSchema.parse((await get('/api/categories')).body);
    const [cheapest] = (await page('/api/products?sort=priceLowToHigh&pageSize=1')).items;
    const [dearest] = (await page('/api/products?sort=priceHighToLow&pageSize=1')).items;
    expect(priceRange).toEqual({
      min: Math.floor(cheapest!.price / 100),
      max: Math.ceil(dearest!.price / 100),
    });
    // The seed has products above the specification's ₹5,000.
    expect(priceRange.max).toBeGreaterThan(5000);
    const { total } = await page('/api/products');
    const inRange = await page(`/api/products?minPrice=0&maxPrice=${priceRange.max}`);
    expect(inRange.total).toBe(total);
  });

  it('answers one product with its long description and specifications', async () => {
    const { status, body } = await get('/api/products/bamboo-weave-pendant-lamp-shade');
    expect(status).toBe(200);
    const product = productDetailSchema.parse(body);
    expect(product).toMatchObject({
      id: 'bamboo-weave-pendant-lamp-shade',
      sku: 'LAMP001',
      name: 'Bamboo Weave Pendant Lamp Shade',
      category: 'lamp-shade',
      categoryName: 'Lamp Shade',
      price: 149_900,
      mrp: 219_900,
      discountPercent: 32,
      inStock: true,
      images: ['/media/products/bamboo-weave-pendant-lamp-shade'],
    });
    expect(product.specifications.map((s) => s.label)).toEqual([
      'Material',
      'Color',
      'Dimensions',
      'Bulb',
      'Usage',
    ]);
    expect(product.longDescription.length).toBeGreaterThan(100);
    expect(product.features.length).toBeGreaterThan(0);
    expect(product.aboutProduct.length).toBeGreaterThan(0);
    expect(product.aboutDesc.length).toBeGreaterThan(0);
  });

  it('answers 404 in the error shape for an unknown product and 400 for a malformed id', async () => {
    const missing = await get('/api/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.parse(missing.body).error.code).toBe('NOT_FOUND');
    for (const slug of ['Bamboo-Lamp', 'lamp%20shade', '-lamp', 'a'.repeat(121), "x'%3B--"]) {
      await expectBadRequest(`/api/products/${slug}`, 'slug');
    }
    expect((await get('/api/products/no-such-product/related')).status).toBe(404);
  });
});

describe('GET /api/products filters', () => {
  it('narrows to one category', async () => {
    const items = await everyPage('/api/products?category=flower-vase');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((p) => p.category === 'flower-vase')).toBe(true);
  });

  it('filters by a price range in whole rupees, both ends included', async () => {
    const all = await everyPage('/api/products');
    const inRange = await everyPage('/api/products?minPrice=699&maxPrice=1299');
    expect(ids(inRange).sort()).toEqual(
      ids(all.filter((p) => p.price >= 69_900 && p.price <= 129_900)).sort(),
    );
    expect(inRange.some((p) => p.price === 69_900)).toBe(true);
    expect(inRange.some((p) => p.price === 129_900)).toBe(true);
    const shopDefault = await everyPage('/api/products?minPrice=0&maxPrice=5000');
    expect(shopDefault.length).toBe(all.filter((p) => p.price <= 500_000).length);
    expect(shopDefault.length).toBeLessThan(all.length);
    const onlyMin = await everyPage('/api/products?minPrice=5000');
    expect(onlyMin.every((p) => p.price >= 500_000)).toBe(true);
    expect(onlyMin.length).toBe(all.length - shopDefault.length);
  });

  it('filters by availability', async () => {
    const all = await everyPage('/api/products');
    const inStock = await everyPage('/api/products?availability=inStock');
    const outOfStock = await everyPage('/api/products?availability=outOfStock');
    expect(inStock.every((p) => p.inStock && p.stock > 0)).toBe(true);
    expect(outOfStock.every((p) => !p.inStock && p.stock === 0)).toBe(true);
    expect(ids(outOfStock)).toContain('boho-macrame-wall-hanging');
    expect(inStock.length + outOfStock.length).toBe(all.length);
    expect((await page('/api/products?availability=all')).total).toBe(all.length);
  });

  it('filters by minimum rating, for each option of the shop', async () => {
    const all = await everyPage('/api/products');
    for (const minRating of RATING_FILTERS) {
      const items = await everyPage(`/api/products?minRating=${minRating}`);
      expect(items.every((p) => p.rating >= minRating)).toBe(true);
      expect(items.length, `${minRating}+`).toBe(all.filter((p) => p.rating >= minRating).length);
    }
    const fourAndHalf = await everyPage('/api/products?minRating=4.5');
    expect(fourAndHalf.length).toBeGreaterThan(0);
    expect(fourAndHalf.length).toBeLessThan(all.length);
  });

  it('combines filters', async () => {
    const items = await everyPage(
      '/api/products?category=lamp-shade&minPrice=1000&maxPrice=3000&availability=inStock&minRating=4.5',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(p.category).toBe('lamp-shade');
      expect(p.price).toBeGreaterThanOrEqual(100_000);
      expect(p.price).toBeLessThanOrEqual(300_000);
      expect(p.inStock).toBe(true);
      expect(p.rating).toBeGreaterThanOrEqual(4.5);
    }
    expect((await page('/api/products?category=garden&minPrice=4000')).items).toEqual([]);
  });
});

describe('GET /api/products sorting and pagination', () => {
  it('puts Our Products first, then More Products, then the best sellers and the newest', async () => {
    const all = await everyPage('/api/products?sort=featured');
    expect(ids(all.slice(0, 5))).toEqual(featuredSlugs);
    expect(ids(all.slice(5, 15))).toEqual(moreSlugs);
    const rest = all.slice(15);
    const unitsSold = new Map(
      (
        await t.database.db
          .select({ slug: products.slug, units: products.unitsSold })
          .from(products)
      ).map((row) => [row.slug, row.units]),
    );
    expect(
      isSorted(
        rest,
        (a, b) =>
          unitsSold.get(b.id)! - unitsSold.get(a.id)! ||
          Date.parse(b.createdAt) - Date.parse(a.createdAt),
      ),
    ).toBe(true);
    expect(ids(await everyPage('/api/products'))).toEqual(ids(all));
  });

  it('sorts by price both ways and by rating', async () => {
    const low = await everyPage('/api/products?sort=priceLowToHigh');
    expect(isSorted(low, (a, b) => a.price - b.price)).toBe(true);
    const high = await everyPage('/api/products?sort=priceHighToLow');
    expect(isSorted(high, (a, b) => b.price - a.price)).toBe(true);
    expect(high[0]!.price).toBe(low.at(-1)!.price);
    const rating = await everyPage('/api/products?sort=rating');
    expect(isSorted(rating, (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount)).toBe(
      true,
    );
    expect(rating[0]!.rating).toBeGreaterThan(rating.at(-1)!.rating);
    const filtered = await everyPage('/api/products?category=kitchen&sort=priceHighToLow');
    expect(isSorted(filtered, (a, b) => b.price - a.price)).toBe(true);
  });

  it('paginates with a total, without overlaps or gaps', async () => {
    const first = await page('/api/products?pageSize=10&page=1');
    expect(first.items).toHaveLength(10);
    expect(first.pageSize).toBe(10);
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    const seen: string[] = [];
    for (let n = 1; n <= first.totalPages; n++) {
      const result = await page(`/api/products?pageSize=10&page=${n}`);
      expect(result.page).toBe(n);
      expect(result.total).toBe(first.total);
      seen.push(...ids(result.items));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const beyond = await page(`/api/products?pageSize=10&page=${first.totalPages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await page('/api/products')).pageSize).toBe(24);
  });

  it('rejects bad filters and sorts with a 400 naming the parameter, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['category=furniture', 'category'],
      ['category=storage-box&category=garden', 'category'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=-1', 'minPrice'],
      ['minPrice=10.5', 'minPrice'],
      ['maxPrice=99999999999', 'maxPrice'],
      ['minPrice=3000&maxPrice=1000', 'minPrice'],
      ['availability=maybe', 'availability'],
      ['minRating=2', 'minRating'],
      ['minRating=five', 'minRating'],
      ['sort=cheapest', 'sort'],
      ['sort=price-low', 'sort'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=1.5', 'page'],
      ['page=Infinity', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=1000', 'pageSize'],
      ['category=%27%20OR%201%3D1--', 'category'],
    ];
    for (const [query, field] of cases) await expectBadRequest(`/api/products?${query}`, field);
  });
});

describe('GET /api/products/:slug/related', () => {
  it('answers other products of the same category, never the product itself', async () => {
    const related = await list('/api/products/cane-mushroom-table-lamp/related');
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(RELATED_LIMIT);
    expect(related.every((p) => p.category === 'lamp-shade')).toBe(true);
    expect(ids(related)).not.toContain('cane-mushroom-table-lamp');
    const lamps = await page('/api/products?category=lamp-shade');
    expect(related).toHaveLength(Math.min(lamps.total - 1, RELATED_LIMIT));
  });

  it(`stops at ${RELATED_LIMIT} in a large category`, async () => {
    await t.database.db.insert(products).values(
      Array.from({ length: 6 }, (_, i) => ({
        slug: `test-kitchen-spoon-${i}`,
        sku: `TESTKIT${i}`,
        name: `Test Kitchen Spoon ${i}`,
        category: 'kitchen',
        description: 'A spoon for tests',
        price: 10_000,
        mrp: 10_000,
        stock: 5,
        images: [`/media/products/test-kitchen-spoon-${i}`],
        imageAlt: 'A spoon',
      })),
    );
    catalogueChangedOutside(t);
    try {
      const kitchen = await page('/api/products?category=kitchen');
      expect(kitchen.total).toBeGreaterThan(RELATED_LIMIT + 1);
      const related = await list('/api/products/bamboo-bread-basket/related');
      expect(related).toHaveLength(RELATED_LIMIT);
      expect(related.every((p) => p.category === 'kitchen' && p.id !== 'bamboo-bread-basket')).toBe(
        true,
      );
    } finally {
      await t.database.db.delete(products).where(sql`${products.slug} LIKE 'test-kitchen-spoon-%'`);
      catalogueChangedOutside(t);
    }
  });
});

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

describe('the OpenAPI document', () => {
  it('describes every catalogue and review route with its parameters', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    const documented = body.paths as Record<
      string,
      Record<string, { parameters?: { name: string }[] }>
    >;
    for (const path of [
      '/api/categories',
      '/api/products',
      '/api/products/{slug}',
      '/api/products/{slug}/related',
      '/api/products/{slug}/reviews',
      '/api/collections/{list}',
      '/api/search',
    ]) {
      expect(documented[path], path).toBeDefined();
    }
    const listParameters = documented['/api/products']!.get!.parameters!.map((p) => p.name);
    expect(listParameters).toEqual(
      expect.arrayContaining([
        'category',
        'minPrice',
        'maxPrice',
        'availability',
        'minRating',
        'sort',
        'page',
        'pageSize',
      ]),
    );
    expect(documented['/api/products/{slug}/reviews']!.post).toBeDefined();
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
