import { signInNewShopper } from '../../../support/accounts';
import { createTestProducts, seedCart, seedWishlist } from '../../../support/cart';
import { expect, test } from '../../../support/fixtures';
import {
  afterEntrance,
  cartButton,
  collectionList,
  wishlistLink,
} from '../../../support/catalogue';

test('@embedded the cart and wishlist follow a shopper into another browser and merge with its picks', async ({
  page,
  db,
  anotherBrowser,
}) => {
  const [lamp, basket, vase] = await createTestProducts(db, [
    { name: 'Bamboo Lamp', price: 124_900, stock: 5 },
    { name: 'Jute Basket', price: 49_900, stock: 5 },
    { name: 'Clay Vase', price: 89_900, stock: 5 },
  ]);
  const shopper = await signInNewShopper(page);
  await seedCart(page, [
    { product: lamp!, quantity: 1 },
    { product: basket!, quantity: 1 },
  ]);
  await seedWishlist(page, [vase!]);
  const saved = () =>
    db
      .query(
        `SELECT product_slug AS id, quantity FROM saved_cart_items
          WHERE user_id = $1 ORDER BY position`,
        [shopper.id],
      )
      .then(({ rows }) => rows);
  // Signed in with a cart of this browser's own: it is saved to the account as the page opens.
  await page.goto('/cart');
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
  ]);
  await page.getByRole('button', { name: 'Increase quantity of Bamboo Lamp' }).click();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 2 },
    { id: basket!.id, quantity: 1 },
  ]);

  const other = await anotherBrowser();
  // Picked there before signing in: merged into the saved cart, quantities adding up to the stock.
  await seedCart(other, [{ product: lamp!, quantity: 4 }]);
  await other.goto('/login');
  await other.getByLabel('Email', { exact: true }).fill(shopper.email);
  await other.getByLabel('Password', { exact: true }).fill(shopper.password);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other.getByText('✅ Login successful! Redirecting...')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
  await other.getByRole('button', { name: 'Cart, 6 items' }).click();
  const drawer = other.getByRole('dialog', { name: 'Your Cart' });
  await expect(
    drawer.getByRole('listitem').filter({ hasText: 'Bamboo Lamp' }).getByRole('group'),
  ).toContainText('5');
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'Jute Basket' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect.poll(saved).toEqual([{ id: lamp!.id, quantity: 5 }]);

  // Back in the first browser, the change made in the second shows.
  await page.reload();
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();

  // Signing out leaves the cart with the account, not in the browser.
  await other.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
  await expect(other.getByText('Logged out successfully!')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  expect(await saved()).toEqual([{ id: lamp!.id, quantity: 5 }]);
});

test('an item added just before a reload stays, in the browser and on the server', async ({
  page,
  db,
}) => {
  const [lamp, basket, vase] = await createTestProducts(db, [
    { name: 'Reload Lamp', price: 124_900, stock: 5 },
    { name: 'Reload Basket', price: 49_900, stock: 5 },
    { name: 'Reload Vase', price: 89_900, stock: 5 },
  ]);
  const shopper = await signInNewShopper(page);
  await seedCart(page, [{ product: lamp!, quantity: 1 }]);
  const saved = () =>
    db
      .query(
        `SELECT product_slug AS id, quantity FROM saved_cart_items
          WHERE user_id = $1 ORDER BY position`,
        [shopper.id],
      )
      .then(({ rows }) => rows);
  await page.goto(`/product/${basket!.id}`);
  await expect.poll(saved).toEqual([{ id: lamp!.id, quantity: 1 }]);

  // Added, and the page reloaded at once: well within the moment the save waits for more changes.
  await page.getByRole('button', { name: `Add to Cart: ${basket!.name}` }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
  ]);

  // Even when the save sent as the page went away never arrives, the next load keeps the item
  // and saves it.
  await page.goto(`/product/${vase!.id}`);
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: `Add to Cart: ${vase!.name}` }).click();
  await page.reload();
  await page.unroute('**/api/cart');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
    { id: vase!.id, quantity: 1 },
  ]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(3);
});

test('cart and wishlist survive a reload, and the hearts remember', async ({ page }) => {
  const [first, second] = await collectionList(page, 'featured');
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Our Products' });
  for (const button of [
    grid.getByRole('button', { name: `Add to Cart: ${first!.name}` }),
    grid.getByRole('button', { name: `Add to Cart: ${second!.name}` }),
    grid.getByRole('button', { name: `Save ${second!.name} to wishlist` }),
  ]) {
    await afterEntrance(button);
    await button.click();
  }
  await expect(cartButton(page, 2)).toBeVisible();
  await expect(wishlistLink(page, 1)).toBeVisible();

  await page.reload();
  await expect(cartButton(page, 2)).toBeVisible();
  await expect(wishlistLink(page, 1)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Our Products' }).getByRole('button', {
      name: `Save ${second!.name} to wishlist`,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await cartButton(page, 2).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('link', { name: first!.name })).toBeVisible();
  await expect(drawer.getByRole('link', { name: second!.name })).toBeVisible();
});
