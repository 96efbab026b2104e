import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@terracraft/shared/catalogue';
import { SERVER_ROOT } from '../../paths';
import { createTestApp, signUpStaff, type TestApp } from '../../test/test-app';

/** The web app's own page, laid out as the build leaves it. */
const INDEX = readFileSync(join(SERVER_ROOT, '../web/index.html'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'terracraft-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example.in' } });
});
afterAll(() => t.close());

async function pageAt(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  expect(match, 'JSON-LD present').toBeTruthy();
  return JSON.parse(match![1]!);
}

describe('product pages', () => {
  it('fill in title, description, Open Graph tags and schema.org Product data', async () => {
    const { status, html } = await pageAt('/product/bamboo-weave-pendant-lamp-shade');
    expect(status).toBe(200);
    expect(html).toContain('<title>Bamboo Weave Pendant Lamp Shade | TerraCraft</title>');
    expect(html).toContain(
      '<meta name="description" content="A dome of hand-split bamboo woven in an open hexagon pattern that throws a warm, dappled light across the room." />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.in/media/products/bamboo-weave-pendant-lamp-shade-1200.webp" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.in/product/bamboo-weave-pendant-lamp-shade" />',
    );
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bamboo Weave Pendant Lamp Shade',
      image: ['https://shop.example.in/media/products/bamboo-weave-pendant-lamp-shade-1200.webp'],
      description:
        'A dome of hand-split bamboo woven in an open hexagon pattern that throws a warm, dappled light across the room.',
      sku: 'LAMP001',
      category: 'Lamp Shade',
      brand: { '@type': 'Brand', name: 'TerraCraft' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.in/product/bamboo-weave-pendant-lamp-shade',
        priceCurrency: 'INR',
        price: '1499.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('say when a product is out of stock, and leave out the rating of an unreviewed one', async () => {
    const soldOut = jsonLd((await pageAt('/product/boho-macrame-wall-hanging')).html);
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const unreviewed = jsonLd((await pageAt('/product/rattan-wall-sconce/')).html);
    expect(unreviewed.name).toBe('Rattan Wall Sconce');
    expect(unreviewed).not.toHaveProperty('aggregateRating');
  });

  it('answer 404 for unknown or malformed product ids', async () => {
    for (const url of [
      '/product/no-such-product',
      '/product/Bamboo-Lamp',
      "/product/x'%20OR%201=1",
      `/product/${'a'.repeat(150)}`,
    ]) {
      const { status, html } = await pageAt(url);
      expect(status, url).toBe(404);
      expect(html).toContain('<title>Page Not Found | TerraCraft</title>');
    }
    // The static file handler refuses a NUL byte in the path before any page is resolved.
    const nul = await pageAt('/product/%00');
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
  });

  it("send a renamed product's old addresses to its page, the query kept", async () => {
    const staff = await signUpStaff(t, 'staff');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie: staff.cookie }, payload });
    const created = await call('POST', '/api/admin/products', {
      name: 'Sabai Grass Bread Basket',
      slug: 'sabai-grass-bread-basket',
      sku: 'SGB-1',
      category: 'kitchen',
      description: 'A coiled sabai grass basket for rotis and bread.',
      longDescription: 'Coiled by hand in Mayurbhanj.',
      specifications: [{ label: 'Material', value: 'Sabai grass' }],
      price: 49_900,
      mrp: 59_900,
      tags: ['basket'],
      colors: ['Natural'],
      stock: 8,
    });
    expect(created.statusCode, created.body).toBe(201);
    // A new name alone keeps the address.
    const named = await call('PATCH', '/api/admin/products/sabai-grass-bread-basket', {
      name: 'Sabai Grass Roti Basket',
      updatedAt: created.json().updatedAt,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await pageAt('/product/sabai-grass-bread-basket')).status).toBe(200);
    // Two new addresses, one after the other: both earlier ones lead to the latest.
    const first = await call('PATCH', '/api/admin/products/sabai-grass-bread-basket', {
      slug: 'sabai-grass-roti-basket',
      updatedAt: named.json().updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PATCH', '/api/admin/products/sabai-grass-roti-basket', {
      slug: 'sabai-roti-basket',
      updatedAt: first.json().updatedAt,
    });
    expect(second.statusCode, second.body).toBe(200);

    for (const [url, location] of [
      ['/product/sabai-grass-bread-basket', '/product/sabai-roti-basket'],
      ['/product/sabai-grass-roti-basket/', '/product/sabai-roti-basket'],
      ['/product/sabai-grass-bread-basket?ref=whatsapp', '/product/sabai-roti-basket?ref=whatsapp'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    const { status, html } = await pageAt('/product/sabai-roti-basket');
    expect(status).toBe(200);
    expect(html).toContain('<title>Sabai Grass Roti Basket | TerraCraft</title>');
  });

  it('leave the collection pages and the old details path alone', async () => {
    for (const url of [
      ...COLLECTIONS.map((collection) => collection.path),
      '/product/essential/',
      '/product',
      '/products',
      '/product-details',
    ]) {
      const { status, html } = await pageAt(url);
      expect(status, url).toBe(200);
      expect(html).not.toContain('Page Not Found');
    }
  });

  it('are listed in the sitemap with the collection pages', async () => {
    const { html: sitemap } = await pageAt('/sitemap.xml');
    expect(sitemap).toContain(
      '<loc>https://shop.example.in/product/dhokra-brass-tealight-lantern</loc>',
    );
    expect(sitemap).toContain('<loc>https://shop.example.in/product/lamps/shade</loc>');
    expect(sitemap.match(/\/product\/[a-z0-9-]+<\/loc>/g)!.length).toBeGreaterThanOrEqual(60);
  });
});
