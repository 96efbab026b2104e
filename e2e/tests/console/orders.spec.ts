import { formatShortDate } from '@terracraft/shared/dates';
import { signInNewShopper } from '../../support/accounts';
import { ensureSellerSaved, signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { addProduct, placeOrderByApi } from '../../support/orders';

test.describe('Console: orders', () => {
  // Orders ship with a tax invoice only once the owner has saved the seller details.
  test.beforeAll(async ({ browser, workerDb }) => {
    const context = await browser.newContext();
    await ensureSellerSaved(await context.newPage(), workerDb);
    await context.close();
  });

  test('@embedded staff confirm, pack and ship a shopper’s order; the shopper sees it shipped with its tracking number', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const vase = await addProduct(db, { name: 'Terracotta Bud Vase', price: 89_900 });
    const number = await placeOrderByApi(page, shopper.email, [vase]);

    const staffPage = await anotherBrowser();
    await signInAsStaff(staffPage, db);

    // The list finds the order by the shopper's email.
    await staffPage.goto('/admin/orders');
    await expect(staffPage.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await staffPage.getByLabel('Search').fill(shopper.email);
    await staffPage.getByRole('button', { name: 'Search' }).click();
    await expect(staffPage).toHaveURL(/[?&]q=/);
    const table = staffPage.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectAccessible(staffPage);
    await table.getByRole('link', { name: `#${number}` }).click();
    await expect(staffPage).toHaveURL(new RegExp(`/admin/orders/${number}$`));

    const actions = staffPage.getByRole('region', { name: 'Actions' });
    await expect(staffPage.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
    // Only the moves the order allows are offered.
    await expect(actions.getByRole('button')).toHaveText(['Confirm', 'Cancel order']);
    await expectAccessible(staffPage);

    await actions.getByRole('button', { name: 'Confirm' }).click();
    await expect(actions.getByRole('button')).toHaveText(['Mark packed', 'Cancel order']);
    await actions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(actions.getByRole('button')).toHaveText(['Ship', 'Cancel order']);

    await actions.getByRole('button', { name: 'Ship' }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Ship order #${number}` });
    // Carrier and tracking number are required.
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await expect(dialog.getByText('Enter the carrier.')).toBeVisible();
    await dialog.getByLabel('Carrier').fill('Delhivery');
    await dialog.getByLabel('Tracking number').fill('DLV5566778899');
    // No link typed: the shop makes Delhivery's from the tracking number.
    await dialog.getByRole('button', { name: 'Ship order' }).click();
    await expect(dialog).toBeHidden();
    await expect(staffPage.getByTestId('admin-shipment')).toContainText('DLV5566778899');
    await expect(actions.getByRole('button')).toHaveText(['Mark delivered', 'Cash collected']);
    const timeline = staffPage.getByRole('region', { name: 'Timeline' });
    for (const step of ['Order placed', 'Confirmed', 'Packed', 'Shipped']) {
      await expect(timeline).toContainText(step);
    }

    // The shopper's My Orders: Shipped, with the carrier, tracking number and link.
    await page.goto('/account/orders?status=shipped');
    const card = page.getByRole('article', { name: `Order #${number}` });
    await expect(card.locator('[data-status="shipped"]')).toHaveText('Shipped');
    await expect(card.getByTestId('shipment')).toContainText('Delhivery');
    await expect(card.getByTestId('shipment')).toContainText('DLV5566778899');
    await expect(card.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DLV5566778899',
    );
    // Each step so far, with its date.
    const today = formatShortDate(new Date());
    await expect(card.getByRole('list', { name: 'Order dates' }).getByRole('listitem')).toHaveText([
      `Placed ${today}`,
      `Confirmed ${today}`,
      `Shipped ${today}`,
    ]);
    // The order's page: the timeline dates each step reached (Processing with the confirmation).
    await page.goto(`/order-complete?order=${number}`);
    await expect(
      page.getByRole('list', { name: 'Order progress' }).getByRole('listitem'),
    ).toHaveText([
      `Order Placed (done)${today}`,
      `Processing (done)${today}`,
      `Shipped (done)${today}`,
      /Delivered \(not yet\)$/,
    ]);
    await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DLV5566778899',
    );
    await expectAccessible(page);
  });

  test('a move made on an order that changed meanwhile is refused, and the order reloads', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const lamp = await addProduct(db, { name: 'Cane Table Lamp', price: 129_900 });
    const number = await placeOrderByApi(page, shopper.email, [lamp]);

    const staffPage = await anotherBrowser();
    await signInAsStaff(staffPage, db);
    await staffPage.goto(`/admin/orders/${number}`);
    const actions = staffPage.getByRole('region', { name: 'Actions' });
    await expect(actions.getByRole('button', { name: 'Confirm' })).toBeVisible();

    // Meanwhile the shopper cancels it.
    await page.goto('/account/orders');
    await page.getByRole('button', { name: 'Cancel Order', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();

    await actions.getByRole('button', { name: 'Confirm' }).click();
    await expect(staffPage.getByRole('alert')).toContainText(
      `Order #${number} changed since you opened it. Reload to see the change.`,
    );
    // The order is read again: it is Cancelled, with nothing left to do.
    await expect(actions).toContainText('nothing more to do');
  });
});
