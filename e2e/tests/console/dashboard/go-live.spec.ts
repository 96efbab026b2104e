import type { Page } from '@playwright/test';
import { signInNewShopper } from '../../../support/accounts';
import { REGISTERED_SELLER, signInAsOwner } from '../../../support/admin';
import { expect, expectAccessible, test } from '../../../support/fixtures';
import { addProduct, placeOrderByApi } from '../../../support/orders';

/**
 * A new owner's first day (issue: invoices under a made-up seller). This file runs before the
 * other console tests, which save the seller details: the shop is as its owner found it.
 */

async function openShipDialog(owner: Page, number: string) {
  await owner.goto(`/admin/orders/${number}`);
  const actions = owner.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Ship' }).click();
  const dialog = owner.getByRole('dialog', { name: `Ship order #${number}` });
  await dialog.getByLabel('Carrier').fill('Delhivery');
  await dialog.getByLabel('Tracking number').fill(`DL${number}`);
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  return { actions, dialog };
}

test('as a new owner: the go-live checklist shows, shipping is refused until the seller is saved, then the invoice is issued', async ({
  page,
  anotherBrowser,
  db,
}) => {
  // A whole first day in one journey, on a busy machine.
  test.setTimeout(120_000);
  const shopper = await signInNewShopper(page);
  const pot = await addProduct(db, { name: 'Go Live Terracotta Pot', price: 64_900 });
  const number = await placeOrderByApi(page, shopper.email, [pot]);

  const owner = await anotherBrowser();
  await signInAsOwner(owner, db);

  // The dashboard lists what the shop still needs, each item saying where it is done.
  await owner.goto('/admin');
  const checklist = owner.getByRole('region', { name: 'Before the shop goes live' });
  await expect(checklist).toBeVisible();
  const items = checklist.getByRole('listitem');
  await expect(items).toHaveCount(7);
  const seller = checklist.getByRole('listitem', { name: 'Seller and GST details' });
  await expect(seller).toContainText('To do');
  await expect(seller).toContainText('orders cannot ship');
  await expect(seller.getByRole('link', { name: 'Settings → Seller' })).toHaveAttribute(
    'href',
    '/admin/settings#seller',
  );
  for (const label of [
    'Business contact',
    'Payment keys or sandbox',
    'Mail (SMTP)',
    'Delivery rules',
    'Staff sign-in with two-factor',
    'First backup',
  ]) {
    await expect(checklist.getByRole('listitem', { name: label })).toBeVisible();
  }
  const backup = checklist.getByRole('listitem', { name: 'First backup' });
  await expect(backup).toContainText('To do');
  await expect(backup).toContainText('cannot take or record a backup');
  await expectAccessible(owner);

  // Shipping would issue an invoice under the placeholder seller: refused, and nothing changes.
  await owner.goto(`/admin/orders/${number}`);
  const actions = owner.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await actions.getByRole('button', { name: 'Mark packed' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Ship', 'Cancel order']);
  const refused = await openShipDialog(owner, number);
  const alert = refused.dialog.getByRole('alert');
  await expect(alert).toContainText('Orders cannot ship yet');
  await expect(alert).toContainText('Settings → Seller');
  await owner.reload();
  await expect(actions.getByRole('button')).toHaveText(['Ship', 'Cancel order']);
  await expect(owner.getByTestId('admin-documents')).toHaveCount(0);

  // The refusal links to the seller details, which the owner saves.
  await openShipDialog(owner, number);
  await owner
    .getByRole('dialog', { name: `Ship order #${number}` })
    .getByRole('link', { name: 'Open Settings → Seller' })
    .click();
  await expect(owner).toHaveURL(/\/admin\/settings#seller$/);
  const form = owner.getByRole('form', { name: 'Seller on tax invoices' });
  await expect(form).toContainText('placeholder details');
  await form.getByLabel('GSTIN').fill(REGISTERED_SELLER.gstin);
  await form.getByLabel('Place of business').fill(REGISTERED_SELLER.address.line1);
  await form.getByLabel('PIN code').fill(REGISTERED_SELLER.address.pin);
  await form.getByRole('button', { name: 'Save seller details' }).click();
  await expect(owner.getByText('The seller’s GST details are saved.')).toBeVisible();
  await expect(form).not.toContainText('placeholder details');

  // The checklist ticks the item; the others still say what is left.
  await owner.goto('/admin');
  await expect(seller).toContainText('Done');
  await expect(seller).toContainText(`GSTIN ${REGISTERED_SELLER.gstin}`);
  await expect(backup).toContainText('To do');

  // The same order now ships, with its tax invoice.
  const shipped = await openShipDialog(owner, number);
  await expect(shipped.dialog).toBeHidden();
  await expect(owner.getByTestId('admin-documents')).toContainText(/Tax invoice TC\//);
  await expect(shipped.actions.getByRole('button')).toHaveText([
    'Mark delivered',
    'Cash collected',
  ]);
});
