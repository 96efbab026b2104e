import { signInNewShopper } from '../../support/accounts';
import { signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { addProduct, placeOrderByApi } from '../../support/orders';
import { unique } from '../../support/unique';

test('staff find a customer with their orders and what they spent', async ({ page, db }) => {
  const tag = unique();
  const shopper = await signInNewShopper(page, { name: `Kavya Menon ${tag}` });
  const jar = await addProduct(db, { name: 'Pickle Jar', price: 149_900 });
  const first = await placeOrderByApi(page, shopper.email, [jar]);
  const second = await placeOrderByApi(page, shopper.email, [{ ...jar, quantity: 2 }]);

  await page.context().clearCookies();
  await signInAsStaff(page, db);
  await page.goto('/admin/customers');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  // ₹1,499 + ₹2,998, and ₹59 shipping on each.
  await expect(row).toContainText('₹4,615.00');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  await row.getByRole('link', { name: shopper.name }).click();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(3);
  await expect(orders.getByRole('row').nth(1)).toContainText(`#${second}`);
  await expect(orders.getByRole('row').nth(2)).toContainText(`#${first}`);
  await expect(page.getByText('Total spent')).toBeVisible();
  await expect(page.getByText('₹4,615.00')).toBeVisible();
});
