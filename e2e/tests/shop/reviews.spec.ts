import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { registerShopper, signInNewShopper } from '../../support/accounts';
import { apiGet, type ApiDetail } from '../../support/catalogue';

/** A product nobody else's test reviews, so review counts can be compared. */
async function productToReview(page: Page, index: number): Promise<ApiDetail> {
  const { items } = await apiGet<{ items: { id: string }[] }>(
    page,
    '/products?sort=priceHighToLow&pageSize=20&maxPrice=10000000',
  );
  return apiGet<ApiDetail>(page, `/products/${items[index]!.id}`);
}

test.describe('product detail', () => {
  test('a signed-out shopper is asked to sign in to review, and comes back to the product', async ({
    page,
  }) => {
    const shopper = await registerShopper(page, { name: 'Meera Nair' });
    const product = await productToReview(page, 0);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
    await expect(panel.getByRole('form', { name: 'Write a Review' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Sign in to write a review' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const form = page.getByRole('form', { name: 'Write a Review' });
    // Signed in, the form asks for no name or email: the review goes under the account's name.
    await expect(form).toContainText('Posted as Meera Nair');
    await expect(form.getByRole('textbox', { name: /Name|Email/ })).toHaveCount(0);
    await expect(form.getByRole('checkbox')).toHaveCount(0);
  });

  test('a review is checked and posted, waits for approval, and stays the shopper’s to edit', async ({
    page,
  }) => {
    // Written, edited and read again after a reload.
    test.slow();
    await signInNewShopper(page, { name: 'Kavya Menon' });
    const product = await productToReview(page, 1);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const form = page.getByRole('form', { name: 'Write a Review' });

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Choose a rating from 1 to 5')).toBeVisible();
    await expect(form.getByText('Write your review')).toBeVisible();

    const text = `Lovely piece, sturdy and beautifully finished. ${Date.now()}`;
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('textbox', { name: 'Your Review' }).fill(text);
    await form.getByRole('button', { name: 'Submit' }).click();

    const mine = page.getByRole('region', { name: 'Your review' });
    await expect(
      mine.getByText('Thank you! Your review will appear once it is approved.'),
    ).toBeVisible();
    await expect(mine.getByTestId('my-review-status')).toHaveText('Waiting for approval');
    await expect(mine).toContainText(text);
    await expect(mine).toContainText('Kavya Menon');
    // Not on the page for others, nor in the rating, until staff approve it.
    await expect(page.getByRole('list', { name: 'Reviews' })).not.toContainText(text);
    await expect(page.getByRole('tab', { name: `Reviews (${product.reviewCount})` })).toBeVisible();
    await expectAccessible(page);

    await mine.getByRole('button', { name: 'Edit your review' }).click();
    const edit = page.getByRole('form', { name: 'Edit your review' });
    await expect(edit.getByRole('textbox', { name: 'Your Review' })).toHaveValue(text);
    await edit.getByRole('radio', { name: '5 stars' }).check();
    await edit.getByRole('textbox', { name: 'Your Review' }).fill(`${text} Even better now.`);
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(mine).toContainText('Even better now.');
    await expect(mine.getByTestId('my-review-status')).toHaveText('Waiting for approval');

    // After a reload it is still theirs, in its state; a second review is not offered.
    await page.reload();
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(mine).toContainText('Even better now.');
    await expect(page.getByRole('form', { name: 'Write a Review' })).toHaveCount(0);
    const updated = await apiGet<ApiDetail>(page, `/products/${product.id}`);
    expect(updated.reviewCount).toBe(product.reviewCount);
  });
});
