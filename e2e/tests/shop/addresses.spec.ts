import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInNewShopper } from '../../support/accounts';
import { expect, expectAccessible, fromShop, test } from '../../support/fixtures';
import { addProduct, fillCart } from '../../support/orders';

const HOME = {
  label: 'Home',
  firstName: 'Meera',
  lastName: 'Iyer',
  phone: '9876543210',
  address: '14 Lake View Road',
  city: 'Ranchi',
  state: 'Jharkhand',
  pin: '834001',
};
const OFFICE = {
  ...HOME,
  label: 'Office',
  address: '3rd floor, Tech Park, Outer Ring Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560103',
};

async function addAddress(page: Page, address: typeof HOME) {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Label (optional)').fill(address.label);
  await form.getByLabel('First Name').fill(address.firstName);
  await form.getByLabel('Last Name').fill(address.lastName);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByLabel('Address', { exact: true }).fill(address.address);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('PIN Code').fill(address.pin);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form).toBeHidden();
}

/** A field of the checkout form, by its exact label (the footer has an email box too). */
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Checkout' }).getByLabel(label, { exact: true });

test('a shopper saves two addresses, checks out with the second, downloads their data and deletes the account', async ({
  page,
  db,
}) => {
  // The whole journey, with three accessibility checks, in one test.
  test.slow();
  const shopper = await signInNewShopper(page, { name: 'Meera Iyer' });

  // The address book: two addresses, the first the default.
  await page.goto('/account/addresses');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Addresses', level: 1 })).toBeVisible();
  await addAddress(page, HOME);
  await addAddress(page, OFFICE);
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('listitem', { name: 'Home' })).toContainText('Default');
  await expect(saved.getByRole('listitem', { name: 'Office' })).not.toContainText('Default');
  await expectAccessible(page);

  // Checkout offers them, the default chosen; the second fills the form instead.
  const vase = await addProduct(db, { name: 'Blue Pottery Vase', price: 89_900 });
  await fillCart(page, [vase]);
  await page.goto('/checkout');
  const chooser = page.getByRole('group', { name: 'Ship to a saved address' });
  await expect(chooser.getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();
  await expect(field(page, 'Address')).toHaveValue(HOME.address);
  await chooser.getByRole('radio', { name: /Office/ }).check();
  await expect(field(page, 'Address')).toHaveValue(OFFICE.address);
  await expect(field(page, 'PIN Code')).toHaveValue(OFFICE.pin);
  await expect(field(page, 'Email')).toHaveValue(shopper.email);
  // A saved address is not offered for saving again; a new one is, ticked.
  await expect(page.getByLabel('Save this address to my address book')).toBeHidden();
  await chooser.getByRole('radio', { name: /A new address/ }).check();
  await expect(page.getByLabel('Save this address to my address book')).toBeChecked();
  await chooser.getByRole('radio', { name: /Office/ }).check();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-complete\?order=TC\d+/);
  const number = new URL(page.url()).searchParams.get('order')!;
  const { rows } = await db.query<{ address: string; pin: string }>(
    'SELECT address, pin FROM orders WHERE number = $1',
    [Number(number.slice(2))],
  );
  expect(rows).toEqual([{ address: OFFICE.address, pin: OFFICE.pin }]);

  // Privacy: a copy of everything, as a JSON file.
  await page.goto('/account/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^terracraft-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Meera Iyer', email: shopper.email });
  expect(data.addresses.map((address: { label: string }) => address.label)).toEqual([
    'Home',
    'Office',
  ]);
  expect(data.orders).toEqual([
    expect.objectContaining({
      number: `#${number}`,
      items: [expect.objectContaining({ name: 'Blue Pottery Vase', quantity: 1 })],
    }),
  ]);

  // An order still processing holds the deletion back; once cancelled, the account goes.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'You have orders that are not delivered or cancelled yet.',
  );
  const cancelled = await page.request.post(`/api/orders/${number}/cancel`, {
    headers: fromShop(),
  });
  expect(cancelled.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'LOGIN / REGISTER' }).first()).toBeVisible();

  // The old password no longer signs in; the order stays, without the shopper's email.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: shopper.email, password: shopper.password },
    headers: fromShop(),
  });
  expect(signIn.status()).toBe(401);
  const kept = await db.query<{ email: string; address: string }>(
    'SELECT email, address FROM orders WHERE number = $1',
    [Number(number.slice(2))],
  );
  expect(kept.rows).toEqual([{ email: '', address: OFFICE.address }]);
});
