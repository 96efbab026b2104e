import { readFile } from 'node:fs/promises';
import { latestMailTo, signInNewShopper } from '../support/accounts';
import { signInAsStaff } from '../support/admin';
import { createTestProducts, seedCart } from '../support/cart';
import { expect, expectAccessible, test } from '../support/fixtures';
import { addProduct, placeOrderByApi } from '../support/orders';

/**
 * The console's care of the shop: coupons, reviews, the contact inbox and the newsletter's
 * subscribers, each seen from both sides (the operator's console and the shop).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

test('staff reject a shown review and the product page no longer shows it', async ({
  page,
  db,
}) => {
  // The shop, the console, and the shop again.
  test.slow();
  const [lamp] = await createTestProducts(db, [{ name: 'Cane Lamp', price: 150_000 }]);
  const spam = `Buy cheap watches at example.com ${unique()}`;
  // Two reviews already shown (as a verified buyer's would be), counted in the product's rating.
  await db.query(
    `INSERT INTO reviews (product_slug, rating, text, name, email, status)
     VALUES ($1, 5, 'Warm light and a lovely weave.', 'Visitor', 'visitor@example.in', 'shown'),
            ($1, 1, $2, 'Visitor', 'visitor@example.in', 'shown')`,
    [lamp!.id, spam],
  );
  await db.query(`UPDATE products SET rating = 3, review_count = 2 WHERE slug = $1`, [lamp!.id]);
  await page.goto(`/product/${lamp!.id}`);
  await expect(page.getByRole('tab', { name: 'Reviews (2)' })).toBeVisible();

  await signInAsStaff(page, db);
  await page.goto('/admin/reviews?status=shown');
  const row = page.getByRole('row').filter({ hasText: spam });
  await expect(row).toContainText('Shown');
  await expectAccessible(page);
  await row.getByRole('button', { name: /^Reject the review/ }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(page.getByRole('row').filter({ hasText: spam })).toContainText('Rejected');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: spam })
      .getByRole('button', {
        name: /^Approve the review/,
      }),
  ).toBeVisible();

  await page.goto(`/product/${lamp!.id}`);
  await page.getByRole('tab', { name: 'Reviews (1)' }).click();
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Warm light and a lovely weave.');
  await expect(page.getByText(spam)).toHaveCount(0);
  await expect(page.getByTestId('review-summary')).toContainText('5.0 out of 5 · 1 review');
});

test('a visitor’s contact message reaches the inbox, where staff read, answer and handle it', async ({
  page,
  db,
}) => {
  const subject = `Bulk order ${unique()}`;
  const email = `visitor-${unique()}@example.in`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your Name').fill('Asha Rao');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Do you ship 40 baskets to Pune?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');

  await signInAsStaff(page, db);
  await page.goto('/admin/messages');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Do you ship 40 baskets to Pune?')).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('textbox', { name: `Your reply to ${email}` })
    .fill('Yes, we ship all over India.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Yes, we ship all over India.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  const mail = await latestMailTo(email);
  expect(mail).toContain('Yes, we ship all over India.');

  await page.getByRole('button', { name: 'Mark as new' }).click();
  await expect(page.getByRole('button', { name: 'Mark handled' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('handled');
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Handled');
});

test('staff export the newsletter’s subscribers as CSV', async ({ page, db }) => {
  const tag = unique();
  const plain = `reader-${tag}@example.in`;
  const formula = `=cmd-${tag}@example.in`;
  await db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1), ($2)', [plain, formula]);

  await signInAsStaff(page, db);
  await page.goto('/admin/subscribers');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 subscribers match this search.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: plain })).toBeVisible();
  // Checked at rest, not with the pointer left hovering over the filter bar.
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('email,subscribed_at');
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.startsWith(`${plain},`))).toBe(true);
  // A cell a spreadsheet would run as a formula is defused.
  expect(lines.some((line) => line.startsWith(`'${formula},`))).toBe(true);
});

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
