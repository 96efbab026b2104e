import type { Page } from '@playwright/test';
import { signInNewShopper } from '../../support/accounts';
import { signInAsStaff } from '../../support/admin';
import { createTestProducts } from '../../support/cart';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { addProduct, placeOrderByApi, setStatus } from '../../support/orders';
import { unique } from '../../support/unique';

/** Reviews people can trust: a buyer's shows at once, anyone else's waits for the console. */

async function writeReview(page: Page, productId: string, rating: number, text: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const form = page.getByRole('form', { name: 'Write a Review' });
  await form.getByRole('radio', { name: `${rating} stars` }).check();
  await form.getByRole('textbox', { name: 'Your Review' }).fill(text);
  await form.getByRole('button', { name: 'Submit' }).click();
  return page.getByRole('region', { name: 'Your review' });
}

/** The rating the product page's structured data gives search engines, if any. */
async function structuredRating(page: Page, productId: string) {
  const html = await (await page.request.get(`/product/${productId}`)).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json!) as { aggregateRating?: { ratingValue: number; reviewCount: number } })
    .aggregateRating;
}

test('a delivered buyer’s review shows with its badge at once; another shopper’s waits until the console approves it', async ({
  page,
  anotherBrowser,
  db,
}) => {
  // Three people in three browsers: longer than one page's test.
  test.slow();
  const basket = await addProduct(db, { name: 'Seagrass Laundry Basket', price: 89_900 });

  // A shopper whose order of the basket was delivered.
  const buyer = await signInNewShopper(page, { name: 'Nisha Kapoor' });
  const number = await placeOrderByApi(page, buyer.email, [basket]);
  await setStatus(db, number, 'delivered');
  const buyerText = 'Sturdy weave, holds a full week of laundry.';
  const buyerReview = await writeReview(page, basket.id, 4, buyerText);
  await expect(buyerReview.getByText('Thank you! Your review has been posted.')).toBeVisible();
  await expect(buyerReview.getByTestId('my-review-status')).toHaveText('Shown on this page');
  const list = page.getByRole('list', { name: 'Reviews' });
  const buyerItem = list.getByRole('listitem').filter({ hasText: buyerText });
  await expect(buyerItem).toContainText('Verified purchase');
  await expect(page.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
  await expect(page.getByTestId('review-summary')).toContainText('4.0 out of 5 · 1 review');
  expect(await structuredRating(page, basket.id)).toMatchObject({
    ratingValue: 4,
    reviewCount: 1,
  });

  // Another shopper, who never bought it: their review waits.
  const other = await anotherBrowser();
  await signInNewShopper(other, { name: 'Rohan Gupta' });
  const otherText = 'Looks nice in the pictures, could be bigger.';
  const otherReview = await writeReview(other, basket.id, 2, otherText);
  await expect(
    otherReview.getByText('Thank you! Your review will appear once it is approved.'),
  ).toBeVisible();
  await expect(otherReview.getByTestId('my-review-status')).toHaveText('Waiting for approval');
  await expect(other.getByRole('list', { name: 'Reviews' })).not.toContainText(otherText);
  await expect(other.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();

  // Staff find it in the console's queue, waiting, and approve it.
  const staffPage = await anotherBrowser();
  await signInAsStaff(staffPage, db);
  await staffPage.goto('/admin/reviews');
  await expect(staffPage.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  const row = staffPage.getByRole('row').filter({ hasText: otherText });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('Seagrass Laundry Basket');
  await expect(staffPage.getByRole('row').filter({ hasText: buyerText })).toHaveCount(0);
  await expectAccessible(staffPage);
  await row.getByRole('button', { name: /^Approve the review by Rohan Gupta/ }).click();
  await expect(
    staffPage.getByText('Review by Rohan Gupta approved and shown on Seagrass Laundry Basket'),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await staffPage.getByRole('combobox', { name: 'Status' }).selectOption('shown');
  await expect(staffPage.getByRole('row').filter({ hasText: otherText })).toContainText('Shown');

  // Now it shows, without the badge, and the rating and count include it.
  await other.reload();
  await other.getByRole('tab', { name: 'Reviews (2)' }).click();
  const otherItem = other
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: otherText });
  await expect(otherItem).toBeVisible();
  await expect(otherItem).not.toContainText('Verified purchase');
  await expect(other.getByTestId('review-summary')).toContainText('3.0 out of 5 · 2 reviews');
  await expect(otherReview.getByTestId('my-review-status')).toHaveText('Shown on this page');
  expect(await structuredRating(other, basket.id)).toMatchObject({
    ratingValue: 3,
    reviewCount: 2,
  });
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
