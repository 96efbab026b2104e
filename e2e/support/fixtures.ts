import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';

interface TestOverrides {
  loaderMs?: number;
}

/**
 * Waits until the app has taken over the document, if it is one of the app's: the server sends
 * the entry pages rendered, and a click on a button React has not hydrated yet does nothing
 * (apps/web/src/main.tsx marks the document once it has). Other documents (an API's JSON) pass.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * Every document the page opens is waited on until the app runs in it (`waitForApp`), so tests
 * act on a page that answers, however fast they are; `waitForURL` waits for it too, for a click
 * that loads a new document (a redirect back from the payment page).
 */
function waitForAppAfterNavigating(page: Page) {
  for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await waitForApp(page);
        return result;
      },
    });
  }
}

/** Shortens the 1 s route loader on every document the page opens, and waits for the app after each navigation. */
async function prepare(page: Page, loaderMs: number) {
  await page.addInitScript(
    (overrides: TestOverrides) => {
      (window as unknown as { __TERRACRAFT_TEST__: TestOverrides }).__TERRACRAFT_TEST__ = overrides;
    },
    { loaderMs },
  );
  waitForAppAfterNavigating(page);
}

/**
 * Every page starts with the 1 s route loader shortened (tests of the loader itself set it back
 * with `loaderMs`) and waits for the app after each navigation; `anotherBrowser` opens a page for
 * a second person (their own cookies) prepared the same way; and `db` queries the database the
 * server under test uses.
 */
export const test = base.extend<
  { loaderMs: number; anotherBrowser: () => Promise<Page>; db: pg.Pool },
  { workerDb: pg.Pool }
>({
  loaderMs: [0, { option: true }],
  page: async ({ page, loaderMs }, use) => {
    await prepare(page, loaderMs);
    await use(page);
  },
  anotherBrowser: async ({ browser, loaderMs }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await prepare(page, loaderMs);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  workerDb: [
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],
  db: async ({ workerDb }, use) => use(workerDb),
});

export { expect };

/**
 * Fails on any accessibility violation axe finds on the page as it is now, whatever its impact
 * (decision 0036), once no notice is sliding in or out and no one-off motion is running: a notice
 * or card caught half-faded reads as text without contrast.
 */
export async function expectAccessible(page: Page) {
  // A toast that starts to leave (its time is up) or arrives while axe reads the page is measured
  // half-faded and fails colour contrast; such a reading says nothing, so it is taken again.
  for (let reading = 1; ; reading++) {
    await settleMotion(page);
    const toastsBefore = await toastStates(page);
    // A sweep of a whole page takes axe 5 to 20 seconds on a busy two-core machine: each one
    // adds its own time to the test's, rather than every test that sweeps setting its own.
    test.info().setTimeout(test.info().timeout + 20_000);
    const results = await new AxeBuilder({ page }).analyze();
    if (reading < 3 && (await toastStates(page)) !== toastsBefore) continue;
    expect(
      results.violations.map(
        (v) =>
          `${v.impact}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
    return;
  }
}

/** Waits for toasts to finish arriving or leaving and for other finite animations to end. */
async function settleMotion(page: Page) {
  await expect(
    page.locator('.Toastify__toast[class*="-enter--"], .Toastify__toast[class*="-exit--"]'),
  ).toHaveCount(0);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (motion) =>
              motion.playState === 'running' &&
              motion.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((motion) => motion.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/** Each toast on screen and its animation state, to tell whether any changed during a reading. */
function toastStates(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.Toastify__toast'))
      .map((toast) => `${toast.id} ${toast.className}`)
      .join('\n'),
  );
}

/** The 404 page of the specification, answered with status 404, and its way home. */
export async function expectNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('The page you are looking for does not exist or has been moved.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | TerraCraft');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The Origin header the shop's own pages send with every write. API calls a test makes with the
 * page's cookies send it too, or the shop refuses them as cross-site (apps/server/src/plugins/cross-site.ts).
 */
export const fromShop = (): { origin: string } => ({
  origin: new URL(process.env.E2E_BASE_URL!).origin,
});
