import type { Page } from '@playwright/test';
import { signInNewShopper } from '../../../support/accounts';
import { cards } from '../../../support/catalogue';
import { expect, test } from '../../../support/fixtures';
import { addProduct, placeOrderByApi } from '../../../support/orders';

/** The shop list narrowed to one price (whole rupees), where only the test's product is. */
async function openShopAt(page: Page, rupees: number) {
  await page.goto(`/shop?category=home-decor&minPrice=${rupees}&maxPrice=${rupees + 1}`);
  return page.getByRole('list', { name: 'Products', exact: true });
}

test('an order’s stock shows on the shop list and the product page at once', async ({
  page,
  db,
}) => {
  const shopper = await signInNewShopper(page);
  const tag = Math.random().toString(36).slice(2, 7);
  // ₹1,234.56 (or near it): no other product of the category costs that.
  const rupees = 1_234 + Math.floor(Math.random() * 50);
  const vase = await addProduct(db, {
    name: `Freshness Vase ${tag}`,
    price: rupees * 100 + 56,
    stock: 1,
  });

  const grid = await openShopAt(page, rupees);
  const card = cards(grid).filter({ hasText: vase.name });
  await expect(card).toContainText('In Stock');
  await page.goto(`/product/${vase.id}`);
  await expect(page.getByText('In Stock', { exact: true }).first()).toBeVisible();

  // The last one is ordered: the pages the shopper saw a moment ago now say so.
  await placeOrderByApi(page, shopper.email, [vase]);
  await openShopAt(page, rupees);
  await expect(card).toContainText('Out of Stock');
  await page.goto(`/product/${vase.id}`);
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
});
