import type { Locator, Page } from '@playwright/test';
import { signInNewShopper } from '../../../support/accounts';
import { ensureSellerSaved, signInAsOwner, signInAsStaff } from '../../../support/admin';
import { expect, expectAccessible, fromShop, test } from '../../../support/fixtures';
import { addProduct, placeOrderByApi } from '../../../support/orders';

/**
 * The console on a phone (decision 0035): nothing wider than the screen, the areas in a menu
 * drawer, and every dialog wholly on screen.
 */

/** The page does not scroll sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${width} px screen`,
  ).toBeLessThanOrEqual(width);
}

/** The whole of `element` is on the screen: none of it is cut off at any edge. */
async function expectWhollyOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/** The console page has drawn its heading and has nothing left to fetch. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

test.describe('Console: on a phone', () => {
  // Orders ship with a tax invoice only once the owner has saved the seller details.
  test.beforeAll(async ({ browser, workerDb }) => {
    const context = await browser.newContext();
    await ensureSellerSaved(await context.newPage(), workerDb);
    await context.close();
  });

  test.use({ viewport: { width: 375, height: 667 } });

  test('the menu is a drawer on screen: Escape closes it and gives focus back, choosing an area opens its page, and Sign out is in it', async ({
    page,
    db,
  }) => {
    await signInAsStaff(page, db);
    await page.goto('/admin');
    await settled(page);
    await expectNoSidewaysScroll(page);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectWhollyOnScreen(page, drawer);
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    // A tap beside the drawer closes it too.
    await menuButton.click();
    await page.mouse.click(page.viewportSize()!.width - 10, 400);
    await expect(drawer).toBeHidden();

    // Choosing an area closes the drawer and takes focus to the new page's heading.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeFocused();

    // Sign out is in the menu, on screen.
    await menuButton.click();
    const signOut = drawer.getByRole('button', { name: 'Sign out' });
    await expectWhollyOnScreen(page, signOut);
    await signOut.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a phone-sized operator ships, delivers and refunds an order, with every dialog wholly on screen', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    // The whole order and its return, in two browsers: longer than one page's test.
    test.slow();
    const shopperPage = await anotherBrowser();
    const shopper = await signInNewShopper(shopperPage);
    const jar = await addProduct(db, { name: 'Terracotta Pickle Jar', price: 64_900 });
    const number = await placeOrderByApi(shopperPage, shopper.email, [jar]);

    await signInAsStaff(page, db);
    await page.goto('/admin/orders');
    await settled(page);
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Search').fill(shopper.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await table.getByRole('link', { name: `#${number}` }).click();
    await expect(page.getByRole('heading', { name: `Order #${number}`, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Confirm' }).click();
    await actions.getByRole('button', { name: 'Mark packed' }).click();

    await actions.getByRole('button', { name: 'Ship' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${number}` });
    await expectWhollyOnScreen(page, ship);
    await expectAccessible(page);
    await ship.getByLabel('Carrier').fill('Delhivery');
    await ship.getByLabel('Tracking number').fill('DLV4455667788');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(ship).toBeHidden();
    await expect(page.getByTestId('admin-shipment')).toContainText('DLV4455667788');
    await expectNoSidewaysScroll(page);

    await actions.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = page.getByRole('dialog', { name: `Mark order #${number} delivered?` });
    await expectWhollyOnScreen(page, deliver);
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(deliver).toBeHidden();
    await actions.getByRole('button', { name: 'Cash collected' }).click();
    await expect(actions).toContainText('nothing more to do');

    // The shopper returns the jar, to be refunded by UPI.
    const requested = await shopperPage.request.post(`/api/orders/${number}/returns`, {
      headers: fromShop(),
      data: {
        lines: [{ position: 0, quantity: 1 }],
        reason: 'damaged',
        refundTo: { method: 'upi', upiId: 'priya.sharma@okaxis' },
      },
    });
    expect(requested.status()).toBe(201);
    const rt = ((await requested.json()) as { return: { number: string } }).return.number;

    await page.reload();
    await page.getByRole('region', { name: 'Returns' }).getByRole('link', { name: rt }).click();
    await expect(page.getByRole('heading', { name: `Return ${rt}`, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const steps = page.getByRole('region', { name: 'Actions' });
    await steps.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: `Approve return ${rt}?` });
    await expectWhollyOnScreen(page, approve);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await steps.getByRole('button', { name: 'Mark received' }).click();
    const receive = page.getByRole('dialog', { name: `Mark return ${rt} received?` });
    await expectWhollyOnScreen(page, receive);
    // A damaged jar is written off, with the reason staff give.
    await receive.getByLabel('Why it is written off').fill('Lid cracked in transit');
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await expect(receive).toBeHidden();

    await steps.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund return ${rt}?` });
    await expectWhollyOnScreen(page, refund);
    await expectAccessible(page);
    await refund.getByLabel('Transfer reference (UTR)').fill('UTR402299887766');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expect(steps).toContainText('nothing more to do');
    await expect(page.getByText('UTR402299887766')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('no page of the console scrolls sideways on a 360 px screen', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const shopperPage = await anotherBrowser();
    const shopper = await signInNewShopper(shopperPage);
    const lamp = await addProduct(db, { name: 'Sabai Grass Table Lamp', price: 189_900 });
    const number = await placeOrderByApi(shopperPage, shopper.email, [lamp]);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      shopper.email,
    ]);

    await signInAsOwner(page, db);
    for (const path of [
      '/admin',
      '/admin/orders',
      `/admin/orders/${number}`,
      '/admin/returns',
      '/admin/products',
      '/admin/products/new',
      `/admin/products/${lamp.id}`,
      '/admin/coupons',
      '/admin/coupons/new',
      '/admin/reviews',
      '/admin/messages',
      '/admin/subscribers',
      '/admin/mails',
      '/admin/customers',
      `/admin/customers/${rows[0]!.id}`,
      '/admin/staff',
      '/admin/audit',
      '/admin/settings',
    ]) {
      await page.goto(path);
      await settled(page);
      await expectNoSidewaysScroll(page);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectWhollyOnScreen(page, page.getByRole('dialog', { name: 'Menu' }));
  });
});
