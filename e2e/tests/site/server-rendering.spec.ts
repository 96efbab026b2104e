import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { formatInr } from '@terracraft/shared/money';
import { PAGE_TEXT, type StaticPage } from '@terracraft/shared/pages';
import { paths } from '@terracraft/shared/routes';
import type { Page } from '@playwright/test';
import { signInNewShopper } from '../../support/accounts';
import { cards, collectionList, entryPages } from '../../support/catalogue';
import { addProduct } from '../../support/orders';
import { expect, test, waitForApp } from '../../support/fixtures';

/** The entry pages arrive rendered by the server, with their data, and hydrate (decision 0041). */

const featuredProduct = async (page: Page) => (await collectionList(page, 'featured'))[0]!;

test.describe('without JavaScript', () => {
  test('home shows its hero, the shop its products, a product its name and price', async ({
    browser,
    page: apiPage,
  }) => {
    const product = await featuredProduct(apiPage);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Authentic Handicrafts for Every Home' }),
    ).toBeVisible();
    // The notice asking for JavaScript is for pages the browser must render itself.
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);

    await page.goto('/shop');
    await expect(cards(page.getByRole('list', { name: 'Products' })).first()).toBeVisible();
    expect(await cards(page.getByRole('list', { name: 'Products' })).count()).toBeGreaterThan(4);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main').getByText(formatInr(product.price)).first()).toBeVisible();
    await context.close();
  });
});

/** Opens `path` and answers the catalogue data the page asked for while it came alive, and any problem. */
async function openAndWatch(page: Page, path: string) {
  const dataRequests: string[] = [];
  const problems: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(products|collections|categories|search|blog)/.test(pathname)) {
      dataRequests.push(pathname);
    }
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    // A missing product picture (a test's own product has none) is not what this is about.
    const isProblem = message.type() === 'error' || message.type() === 'warning';
    if (isProblem && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  };
  // An error while hydrating (a mismatch the app cannot recover from) is an uncaught error.
  const onPageError = (error: Error) => problems.push(error.message);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(path);
  await waitForApp(page);
  // Anything hydration would ask for has been asked by now.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  return { dataRequests, problems };
}

test('the page hydrates without asking again for the data it arrived with', async ({ page }) => {
  test.setTimeout(90_000); // every landing page in turn
  for (const path of await entryPages(page)) {
    const { dataRequests, problems } = await openAndWatch(page, path);
    expect(dataRequests, path).toEqual([]);
    expect(problems, path).toEqual([]);
  }
});

test('a page the server kept for a while is not asked for again either', async ({ page }) => {
  const product = await featuredProduct(page);
  // The server keeps a rendered page until its data changes: the browser's clock ten minutes on
  // is a page rendered ten minutes before it is opened, older than the queries' minute of freshness.
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  for (const path of ['/', `/product/${product.id}`]) {
    const { dataRequests } = await openAndWatch(page, path);
    expect(dataRequests, path).toEqual([]);
  }
});

test('hydrating keeps the markup the server sent: every element is the same node after', async ({
  page,
}) => {
  // Every landing page in turn, each until its network is quiet.
  test.setTimeout(90_000);
  const product = await featuredProduct(page);
  // Before the app's scripts run (they wait for the document to be parsed), every element the
  // server rendered into the root is remembered, and so is every picture that fails to load: the
  // app replaces those with "Image Not Available" by design (other tests' products have none).
  await page.addInitScript(() => {
    const brokenPictures: EventTarget[] = [];
    addEventListener('error', (event) => brokenPictures.push(event.target!), true);
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      Object.assign(window, {
        serverRendered: root ? Array.from(root.querySelectorAll('*')) : [],
        brokenPictures,
      });
    });
  });
  for (const path of [`/product/${product.id}`, ...(await entryPages(page))]) {
    await page.goto(path);
    // Hydrated (the fixture waits for it), and what loads right after the page has loaded.
    await page.waitForLoadState('networkidle');
    const { rendered, replaced } = await page.evaluate(() => {
      const { serverRendered: elements, brokenPictures } = window as unknown as {
        serverRendered: Element[];
        brokenPictures: EventTarget[];
      };
      return {
        rendered: elements.length,
        replaced: elements
          .filter((element) => !element.isConnected && !brokenPictures.includes(element))
          // A picture the app found broken as it hydrated (its failed load done, the error event
          // not yet dispatched) is replaced before that event, which a removed element no longer
          // sends to the window: it is broken all the same, loaded and without pixels.
          .filter(
            (element) =>
              !(element instanceof HTMLImageElement && element.complete && !element.naturalWidth),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    expect(rendered, path).toBeGreaterThan(50);
    expect(replaced, path).toEqual([]);
  }
  // The product's own heading, looked at once more: the node the server sent.
  await page.goto(`/product/${product.id}`);
  expect(
    await page.evaluate(() => {
      const elements = (window as unknown as { serverRendered: Element[] }).serverRendered;
      return elements.includes(document.querySelector('main h1')!);
    }),
  ).toBe(true);
});

test('the largest picture is preloaded at high priority, in the sizes the page shows', async ({
  page,
}) => {
  const product = await featuredProduct(page);
  for (const path of ['/', '/shop', `/product/${product.id}`]) {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/i.exec(head)?.[0];
    expect(preload, path).toMatch(/fetchPriority="high"/i);
    const srcset = /imageSrcSet="([^"]+)"/i.exec(preload!)![1]!;
    const sizes = /imageSizes="([^"]+)"/i.exec(preload!)![1]!;
    await page.goto(path);
    // The page's own high-priority picture asks for exactly what was preloaded.
    const image = page.locator('img[fetchpriority="high"]').first();
    await expect(image).toHaveAttribute('srcset', srcset);
    await expect(image).toHaveAttribute('sizes', sizes);
  }
});

test('a picture that failed before the app took over still shows "Image Not Available"', async ({
  page,
  db,
}) => {
  const product = await addProduct(db, { name: 'Pictureless Jute Basket' });
  // The app's scripts are held until the product's picture has come back missing, so the
  // picture's error is over before any handler of the app could hear it.
  let pictureMissing!: () => void;
  const missing = new Promise<void>((resolve) => (pictureMissing = resolve));
  page.on('requestfinished', (request) => {
    if (request.url().includes(`/media/products/${product.id}`)) pictureMissing();
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await missing;
    await route.continue();
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(
    page.getByRole('img', { name: `${product.name} (image not available)` }).first(),
  ).toBeVisible();
  await expect(page.locator(`main img[src*="/media/products/${product.id}"]`)).toHaveCount(0);
});

test('every page shows the title and description the server gave crawlers', async ({ page }) => {
  // It visits every page of the shop in turn, each behind the one-second route loader.
  test.slow();
  await signInNewShopper(page);
  // Blank them once the server's HTML is parsed, so that only the app can put them back.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.title = '';
      document.querySelector('meta[name="description"]')?.setAttribute('content', '');
    });
  });
  const description = page.locator('meta[name="description"]');
  const pagePaths = [
    ...(Object.keys(PAGE_TEXT) as StaticPage[]).map((name) => paths[name]),
    ...COLLECTIONS.map((collection) => collection.path),
  ];
  for (const path of pagePaths) {
    const html = await (await page.request.get(path)).text();
    const sent = (pattern: RegExp) =>
      (html.match(pattern)?.[1] ?? '').replace(/&#(\d+);/g, (_, code: string) =>
        String.fromCharCode(Number(code)),
      );
    const title = sent(/<title>([^<]*)<\/title>/);
    expect(title, path).toMatch(/TerraCraft/);
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(description, path).toHaveAttribute(
      'content',
      sent(/<meta name="description" content="([^"]*)"/),
    );
  }
});
