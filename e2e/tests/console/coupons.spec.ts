import { signInAsStaff } from '../../support/admin';
import { createTestProducts, seedCart } from '../../support/cart';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { unique } from '../../support/unique';

/** A coupon, seen from both sides: made in the console, used at the shop's cart. */

test('staff create a coupon in the console and a shopper uses it at the cart', async ({
  page,
  db,
}) => {
  const [vase] = await createTestProducts(db, [{ name: 'Terracotta Vase', price: 250_000 }]);
  await signInAsStaff(page, db);
  await page.goto('/admin/coupons');
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const code = `DIWALI${unique().toUpperCase()}`.slice(0, 20);
  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Description/ }).fill('15% off, up to ₹300');
  await page.getByRole('spinbutton', { name: /^Percent off/ }).fill('150');
  await page.getByRole('textbox', { name: /^Maximum discount/ }).fill('300');
  await page.getByRole('textbox', { name: /^Minimum subtotal/ }).fill('1000');
  await page.getByRole('spinbutton', { name: /^Uses per shopper/ }).fill('1');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('A percentage is 1 to 100.')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Percent off/ }).fill('15');
  await page.getByRole('button', { name: 'Create coupon' }).click();

  await expect(page).toHaveURL(/\/admin\/coupons$/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off, up to ₹300.00');
  await expect(row).toContainText('₹1,000.00');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 / ∞');
  await expectAccessible(page);

  // A visitor with ₹2,500 in the cart: 15% is ₹375, capped at ₹300.
  await page.context().clearCookies();
  await seedCart(page, [{ product: vase!, quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(
    page.getByText(new RegExp(`Coupon ${code} applied: .* You save ₹300\\.00\\.`)),
  ).toBeVisible();
  await expect(page.getByTestId('cart-discount')).toHaveText('−₹300.00');
  await expect(page.getByTestId('cart-total')).toHaveText('₹2,259.00');
});
