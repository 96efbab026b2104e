import { signInAsOwner } from '../../../support/admin';
import { expect, expectAccessible, test } from '../../../support/fixtures';

/**
 * axe on the console's main pages, as the owner sees them, on a desk's screen and a phone's: any
 * finding fails (decision 0036). The phone's menu drawer and dialogs: phone.spec.ts, beside it.
 */
const CONSOLE_PAGES: [string, string][] = [
  ['dashboard', '/admin'],
  ['orders', '/admin/orders'],
  ['returns', '/admin/returns'],
  ['products', '/admin/products'],
  ['search synonyms', '/admin/search-synonyms'],
  ['coupons', '/admin/coupons'],
  ['reviews', '/admin/reviews'],
  ['messages', '/admin/messages'],
  ['subscribers', '/admin/subscribers'],
  ['mails', '/admin/mails'],
  ['customers', '/admin/customers'],
  ['staff', '/admin/staff'],
  ['audit log', '/admin/audit'],
  ['settings', '/admin/settings'],
];

/** The widths every page is checked at: the desk the tests run at, and a phone. */
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`accessibility: the console at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [name, path] of CONSOLE_PAGES) {
      test(`${name} (${path})`, async ({ page, db }) => {
        await signInAsOwner(page, db);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  });
}
