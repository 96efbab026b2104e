import type { Browser, ConsoleMessage } from '@playwright/test';
import { signInThroughApi, registerShopper } from '../../support/accounts';
import { seedCart, seedWishlist } from '../../support/cart';
import { collectionList, entryPages } from '../../support/catalogue';
import { expect, test, waitForApp } from '../../support/fixtures';

/**
 * React reports a page whose first render in the browser differs from what the server sent (a
 * hydration error, recovered by rendering it again). Every landing page is opened as a new visitor
 * and as a returning shopper, signed in, with a cart and a wishlist kept in the browser (the
 * header reads them from its storage), on a desk and on a phone: no error or warning, of React's
 * or anyone's, may reach the console, and no error may go uncaught.
 */
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

async function openEachLandingPage(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  returning: boolean,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pages = await entryPages(page);
  if (returning) {
    const shopper = await registerShopper(page);
    await signInThroughApi(page, shopper);
    const [first, second] = await collectionList(page, 'featured');
    await seedCart(page, [{ product: first!, quantity: 2 }]);
    await seedWishlist(page, [second!]);
  }
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // A product other tests added has no pictures: the page shows "Image Not Available" for it
    // by design. Any other resource that fails (a script, a style, data) counts.
    const missingPicture =
      message.text().startsWith('Failed to load resource') &&
      message.location().url.includes('/media/products/');
    if (missingPicture) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  for (const path of pages) {
    await page.goto(path);
    await waitForApp(page);
    // Below the fold hydrates once the browser is idle: wait for that too.
    await page.waitForLoadState('networkidle');
    if (returning) {
      // What the header read from the browser's storage, once the page is the app's.
      await expect(page.getByRole('button', { name: 'Cart, 2 items' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Wishlist, 1 item' }), path).toBeVisible();
    }
  }
  await context.close();
  expect(problems).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`every landing page hydrates cleanly for a new visitor at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await openEachLandingPage(browser, viewport, false);
  });

  test(`every landing page hydrates cleanly for a returning shopper at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await openEachLandingPage(browser, viewport, true);
  });
}

test('the page is the app’s only once its deferred parts are: a click on one whose code came late is the app’s', async ({
  page,
}) => {
  // The home page's lower sections hydrate after the page, from a chunk of their own: on a busy
  // machine that chunk can come seconds after the rest. Here it comes two seconds late.
  await page.route('**/assets/lower-sections-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // At once, as a shopper would: the link must be the app's, not a new page from the server.
  const link = page.getByRole('list', { name: 'Our Products' }).getByRole('link').first();
  const path = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(path!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/']);
});
