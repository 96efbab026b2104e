import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
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
import { addProduct } from '../test/shop-data';
import { createTestApp, signUpStaff, type TestApp } from '../test/test-app';
import { products } from '../db/schema';

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

  it('serves the console at every path under /admin, kept out of search engines', async () => {
    for (const url of ['/admin', '/admin/setup?token=abc', '/admin/orders/TC1001', '/admin/x/y/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).toContain('<title>Console | TerraCraft</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/about', '/administration']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('noindex');
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
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

  it("writes product text with $&, $` and $' into the head as it is, not as parts of the page", async () => {
    const product = await addProduct(t, { name: "Lamp $& shade $` and $' more" });
    await t.database.db
      .update(products)
      .set({ description: "Worth $& every $` rupee $' of it" })
      .where(eq(products.slug, product.id));
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const title = res.body.match(/<title>(.*?)<\/title>/s)![1];
    expect(title).toBe('Lamp $&#38; shade $` and $&#39; more | TerraCraft');
    expect(res.body).toContain(
      '<meta name="description" content="Worth $&#38; every $` rupee $&#39; of it" />',
    );
    // One head, one title: nothing of the template was copied in.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<head>/g)).toHaveLength(1);
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body).toContain('"name":"Lamp $& shade $` and $\' more');
  });

  it('answers a missing static file and unknown API paths with 404, not the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('writes the public business details into every page, as JSON no markup can break out of', async () => {
    const owner = await signUpStaff(t, 'owner');
    const { business } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { cookie: owner.cookie },
      })
    ).json();
    const hostile = 'TerraCraft </script><script>alert(1)</script><!--';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: {
        key: 'business',
        updatedAt: business.updatedAt,
        value: { ...business.value, shopName: hostile, ordersEmail: 'orders-desk@example.in' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(shown.business.shopName).toBe(hostile);

    for (const url of ['/', '/contact', '/admin/setup', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const block = res.body.match(
        /<script type="application\/json" id="shop-settings">([^<]*)<\/script>/,
      );
      expect(block, url).not.toBeNull();
      expect(JSON.parse(block![1]!), url).toEqual(shown);
      expect(res.body, url).not.toContain('<script>alert(1)');
      expect(res.body, url).not.toContain('orders-desk@example.in');
      // A data block: the policy still allows no inline script.
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
    }
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

/**
 * A stand-in for the web app's server renderer (dist-ssr/entry-server.js beside dist): it shows
 * what the shop's own API answered it, in-process, and fails for one path.
 */
const FAKE_RENDERER = `
let transport;
let renders = 0;
export function setTransport(next) { transport = next; }
export async function render(url) {
  if (url.startsWith('/cart')) return null;
  if (url.startsWith('/contact')) throw new Error('this page broke');
  const answer = await transport('/api/categories', { method: 'GET', headers: { accept: 'application/json' } });
  const { items } = await answer.json();
  renders += 1;
  return {
    html: '<h1>Rendered ' + url + '</h1><p>' + answer.status + ' ' + items.length + ' categories</p>' +
      '<p>render ' + renders + '</p>',
    head: '<link rel="preload" as="image" href="/media/first.webp">',
    data: '<script type="application/json" id="server-state">{}</script>',
    complete: !url.includes('incomplete'),
  };
}
`;

describe('with a server renderer', () => {
  let rendered: TestApp;
  beforeAll(async () => {
    const build = mkdtempSync(join(tmpdir(), 'terracraft-build-'));
    mkdirSync(join(build, 'dist'));
    mkdirSync(join(build, 'dist-ssr'));
    // The template asks for the libraries of every page; the manifest names each route's chunks.
    writeFileSync(
      join(build, 'dist', 'index.html'),
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/vendor-c3.js">\n</head>',
      ),
    );
    mkdirSync(join(build, 'dist', '.vite'));
    writeFileSync(
      join(build, 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/routes/shop.tsx': {
          file: 'assets/shop-a1.js',
          imports: ['_product-grid.js', '_vendor.js'],
        },
        '_product-grid.js': { file: 'assets/product-grid-b2.js', imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-c3.js' },
      }),
    );
    writeFileSync(join(build, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
    rendered = await createTestApp({
      env: { WEB_DIST_DIR: join(build, 'dist'), PUBLIC_URL: 'https://shop.example.in' },
    });
  });
  afterAll(() => rendered.close());

  it('sends the page rendered, its data asked of the API in-process, still revalidated every time', async () => {
    const res = await rendered.app.inject({ method: 'GET', url: '/shop?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page's data follows its markup: ahead of it, it would hold up the first paint.
    expect(res.body).toMatch(
      /<div id="root"><h1>Rendered \/shop\?page=2<\/h1><p>200 \d+ categories<\/p><p>render \d+<\/p><\/div>\s*<script type="application\/json" id="server-state">\{\}<\/script>/,
    );
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/first.webp">');
    expect(head).not.toContain('id="server-state"');
    // The page's own code is asked for with the document, once each, not after the entry ran.
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shop-a1.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/product-grid-b2.js">',
    );
    expect(head.split('/assets/vendor-c3.js').length - 1).toBe(1);
    expect(head).toContain('<title>Shop | TerraCraft</title>');
    expect(head).toContain('id="shop-settings"');
    // The notice asking for JavaScript is for pages the browser renders itself.
    expect(res.body).not.toContain('<noscript>');
  });

  it('renders a page once and sends it again, tagged, until the catalogue or the settings change', async () => {
    const renderOf = (body: string) => /<p>render (\d+)<\/p>/.exec(body)?.[1];
    const get = (url: string, headers: Record<string, string> = {}) =>
      rendered.app.inject({ method: 'GET', url, headers });

    const first = await get('/about');
    const again = await get('/about', { 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(renderOf(brotliDecompressSync(again.rawPayload).toString())).toBe(renderOf(first.body));
    // A returning visitor's browser revalidates, and gets nothing to download.
    const revalidated = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Any catalogue change: the next visitor gets the page rendered again.
    rendered.app.catalogueCache.changed();
    const afterCatalogue = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(afterCatalogue.statusCode).toBe(200);
    expect(renderOf(afterCatalogue.body)).not.toBe(renderOf(first.body));

    // A settings change too: the page carries the business details.
    const owner = await signUpStaff(rendered, 'owner');
    const { business } = (await get('/api/admin/settings', { cookie: owner.cookie })).json();
    const saved = await rendered.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: {
        key: 'business',
        updatedAt: business.updatedAt,
        value: { ...business.value, phone: '+91 98765 43210' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSettings = await get('/about');
    expect(afterSettings.body).toContain('+91 98765 43210');
    expect(renderOf(afterSettings.body)).not.toBe(renderOf(afterCatalogue.body));

    // A page whose data could not all be read is not kept.
    const incomplete = await get('/search?q=incomplete');
    expect(renderOf((await get('/search?q=incomplete')).body)).not.toBe(renderOf(incomplete.body));
  });

  it('leaves pages it does not render, pages that fail, and missing products to the browser', async () => {
    for (const [url, status] of [
      ['/cart', 200],
      ['/contact', 200],
      ['/product/no-such-product', 404],
    ] as const) {
      const res = await rendered.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<noscript>');
      expect(res.body, url).not.toContain('id="server-state"');
    }
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
