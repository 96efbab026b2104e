import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatInr } from '@terracraft/shared/money';
import { signInNewShopper } from '../../support/accounts';
import { ensureSellerSaved, REGISTERED_SELLER, signInAsStaff } from '../../support/admin';
import { expect, test } from '../../support/fixtures';
import { mailAttachments, pdfText } from '../../support/invoices';
import { addProduct, placeOrderByApi } from '../../support/orders';

/** The seller the owner saved: a Jharkhand company (its GSTIN starts with 20). */
const SELLER_GSTIN = REGISTERED_SELLER.gstin;

/** Confirms, packs and ships an order from the console's order page. */
async function shipInConsole(staffPage: Page, number: string) {
  await staffPage.goto(`/admin/orders/${number}`);
  const actions = staffPage.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await actions.getByRole('button', { name: 'Mark packed' }).click();
  await actions.getByRole('button', { name: 'Ship' }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Ship order #${number}` });
  await dialog.getByLabel('Carrier').fill('Blue Dart');
  await dialog.getByLabel('Tracking number').fill(`BD${number}`);
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog).toBeHidden();
}

/** The invoice as the shopper downloads it from My Orders: its number and its text. */
async function downloadInvoice(page: Page, number: string) {
  await page.goto('/account/orders?status=shipped');
  const card = page.getByRole('article', { name: `Order #${number}` });
  const link = card.getByRole('link', { name: /Tax invoice TC\/\d\d-\d\d\/\d{6}/ });
  await expect(link).toBeVisible();
  const invoiceNumber = (await link.textContent())!.match(/TC\/\d\d-\d\d\/\d{6}/)![0];
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  return { invoiceNumber, text };
}

test.describe('Console: tax invoices', () => {
  // Orders ship with a tax invoice only once the owner has saved the seller details.
  test.beforeAll(async ({ browser, workerDb }) => {
    const context = await browser.newContext();
    await ensureSellerSaved(await context.newPage(), workerDb);
    await context.close();
  });

  test('staff ship in Jharkhand: the shopper’s invoice charges CGST and SGST, and comes with the shipped mail', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const basket = await addProduct(db, { name: 'Invoice Bamboo Basket', price: 129_900 });
    const lamp = await addProduct(db, { name: 'Invoice Cane Lamp', price: 89_900 });
    await db.query(`UPDATE products SET hsn_code = '9405', gst_rate = 18 WHERE slug = $1`, [
      lamp.id,
    ]);
    const number = await placeOrderByApi(page, shopper.email, [{ ...basket, quantity: 2 }, lamp]);
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()).order as {
      total: number;
    };

    const staffPage = await anotherBrowser();
    await signInAsStaff(staffPage, db);
    await shipInConsole(staffPage, number);
    // The console links the invoice too.
    await expect(staffPage.getByTestId('admin-documents')).toContainText(/Tax invoice TC\//);

    const { invoiceNumber, text } = await downloadInvoice(page, number);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(`#${number}`);
    expect(text).toContain('4602');
    expect(text).toContain('9405');
    expect(text).toContain('Jharkhand (state code 20)');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    // ₹2,598 at 5%, ₹899 at 18%, ₹59 shipping at 18%: tax ₹269.85 = CGST ₹134.93 + SGST ₹134.92.
    expect(text).toContain(`Invoice total ${formatInr(order.total)}`);
    expect(text).toContain(`CGST ${formatInr(13_493)}`);
    expect(text).toContain(`SGST ${formatInr(13_492)}`);
    expect(text).toContain('Tax is payable on reverse charge: No');

    // The shipped mail carries the same invoice.
    const attachments = await mailAttachments(shopper.email, number);
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoiceNumber.replaceAll('/', '-')}.pdf`, 'application/pdf'],
    ]);
    expect(await pdfText(attachments[0]!.content)).toContain(invoiceNumber);

    // Nobody else can download it.
    const invoiceUrl = await page
      .getByRole('link', { name: new RegExp(`Tax invoice ${invoiceNumber}`) })
      .getAttribute('href');
    const otherPage = await anotherBrowser();
    await signInNewShopper(otherPage);
    expect((await otherPage.request.get(invoiceUrl!)).status()).toBe(404);
  });

  test('shipped to Karnataka, the invoice charges IGST', async ({ page, anotherBrowser, db }) => {
    const shopper = await signInNewShopper(page);
    const vase = await addProduct(db, { name: 'Invoice Terracotta Vase', price: 129_900 });
    const number = await placeOrderByApi(page, shopper.email, [vase], 'cod', {
      address: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560038',
    });
    const order = (await (await page.request.get(`/api/orders/${number}`)).json()).order as {
      total: number;
    };

    const staffPage = await anotherBrowser();
    await signInAsStaff(staffPage, db);
    await shipInConsole(staffPage, number);

    const { text } = await downloadInvoice(page, number);
    expect(text).toContain(`GSTIN: ${SELLER_GSTIN}`);
    expect(text).toContain('4602');
    expect(text).toContain('Karnataka (state code 29)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // ₹1,299 + ₹59 shipping, both at 5%: IGST ₹61.86 + ₹2.81.
    expect(text).toContain(`IGST ${formatInr(6186 + 281)}`);
    expect(text).toContain(`Invoice total ${formatInr(order.total)}`);
  });
});
