import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@terracraft/shared/catalogue';
import {
  collectionPageText,
  documentTitle,
  PAGE_TEXT,
  type StaticPage,
} from '@terracraft/shared/pages';
import { paths } from '@terracraft/shared/routes';
import { SERVER_ROOT } from '../paths';
import { createTestApp, type TestApp } from '../test/test-app';

/** The web app's own page, laid out as the build leaves it. */
const INDEX = readFileSync(join(SERVER_ROOT, '../web/index.html'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'terracraft-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'assets', 'app-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example.in' } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves hashed assets cached immutably and compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('answers client routes with the app and status 200, unknown paths with status 404', async () => {
    for (const url of ['/', '/about', '/product/storage/box', '/account/orders?tab=shipped']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).toContain('<title>Page Not Found | TerraCraft</title>');
  });

  it('gives every static page its own title and description, the ones the web app sets', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<title>About Us | TerraCraft</title>');
    expect(about.body).toContain('<meta property="og:title" content="About Us | TerraCraft" />');
    const terms = await t.app.inject({ method: 'GET', url: '/terms-and-conditions/' });
    expect(terms.body).toContain('<title>Terms &#38; Conditions | TerraCraft</title>');

    const pages = [
      ...(Object.keys(PAGE_TEXT) as StaticPage[]).map(
        (page) => [paths[page], PAGE_TEXT[page]] as const,
      ),
      ...COLLECTIONS.map(
        (collection) => [collection.path, collectionPageText(collection)] as const,
      ),
    ];
    const seen = new Map<string, string>();
    for (const [path, text] of pages) {
      const head = headOf((await t.app.inject({ method: 'GET', url: path })).body);
      expect(head, path).toEqual({
        title: documentTitle(text.title),
        description: text.description,
        ogTitle: documentTitle(text.title),
        ogDescription: text.description,
      });
      // /product and /shop are the one shop page at two addresses.
      const key = `${head.title}\n${head.description}`;
      if (path !== paths.shop)
        expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
    expect(seen.size).toBe(pages.length - 1);
  });

  it('fills in title, description and Open Graph tags for a blog post, and 404s an unknown one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/blog/styling-your-home-with-terracotta',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Styling Your Home with Terracotta | TerraCraft</title>');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://shop.example.in/media/blog/styling-your-home-with-terracotta-800.webp" />',
    );
    expect(res.body).toContain('"@type":"BlogPosting"');
    expect((await t.app.inject({ method: 'GET', url: '/blog/nope' })).statusCode).toBe(404);
  });

  it('answers a missing static file and unknown API paths with 404, not the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('publishes a sitemap with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://shop.example.in/about</loc>');
    expect(res.body).toContain(
      '<loc>https://shop.example.in/blog/sustainable-living-with-jute</loc>',
    );
  });
});

const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The title and description a crawler reads from the page. */
function headOf(html: string) {
  const read = (pattern: RegExp) => decode(html.match(pattern)?.[1] ?? '');
  return {
    title: read(/<title>([^<]*)<\/title>/),
    description: read(/<meta name="description" content="([^"]*)"/),
    ogTitle: read(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: read(/<meta property="og:description" content="([^"]*)"/),
  };
}
