import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  RATING_FILTERS,
  RELATED_LIMIT,
  categoryListSchema,
  productDetailSchema,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { products } from '../../db/schema';
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

const { get, page, list, everyPage, expectBadRequest } = catalogueTestKit(() => t);

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
