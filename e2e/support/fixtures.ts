import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

interface TestOverrides {
  loaderMs?: number;
}

/**
 * Every page starts with the 1 s route loader shortened (tests of the loader itself set it back
 * with `loaderMs`), and `db` queries the database the server under test uses.
 */
export const test = base.extend<{ loaderMs: number; db: pg.Pool }, { workerDb: pg.Pool }>({
  loaderMs: [0, { option: true }],
  page: async ({ page, loaderMs }, use) => {
    await page.addInitScript(
      (overrides: TestOverrides) => {
        (window as unknown as { __TERRACRAFT_TEST__: TestOverrides }).__TERRACRAFT_TEST__ =
          overrides;
      },
      { loaderMs },
    );
    await use(page);
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
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.impact}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
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
