import type { Page } from '@playwright/test';
import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { signInNewShopper } from '../../support/accounts';
import { createTestProducts, seedCart, seedWishlist } from '../../support/cart';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { addProduct, fillCart, placeOrderByApi } from '../../support/orders';

/**
 * axe on every page of the shop, on a desk's screen and a phone's, and on the states a shopper
 * opens on them (menus, drawers, dialogs, forms showing their errors): any violation of any impact
 * fails (decision 0036). Each page is a test of its own, so they run side by side; each is loaded
 * once at each width.
 */

/** The widths every page is checked at: the desk the tests run at, and a phone. */
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The page has drawn its heading and has nothing left to fetch. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

const PUBLIC_PAGES: [string, string][] = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product list', '/product'],
  ['products', '/products'],
  ...COLLECTIONS.map((collection): [string, string] => [collection.name, collection.path]),
  ['product detail', '/product/bamboo-weave-pendant-lamp-shade'],
  ['bestsellers', '/bestsellers'],
  ['trending', '/trending'],
  ['new arrivals', '/new-arrivals'],
  ['search with results', '/search?q=lamp'],
  ['search without results', '/search?q=zzqxnothing'],
  ['search before a query', '/search'],
  ['blog', '/blog'],
  ['blog post', '/blog/art-of-bamboo-weaving-in-jharkhand'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy policy', '/privacy-policy'],
  ['terms and conditions', '/terms-and-conditions'],
  ['shipping and returns', '/shipping-and-returns'],
  ['login', '/login'],
  ['sign-up', '/signup'],
  ['register', '/register'],
  ['forgot password', '/forgot-password'],
  ['reset password', '/reset-password?token=not-a-real-token'],
  ['empty wishlist', '/wishlist'],
  ['empty cart', '/cart'],
  ['page not found', '/no-such-page'],
];

/** A shopper's own pages beyond orders and checkout (tested below with an order in them). */
const SIGNED_IN_PAGES: [string, string][] = [
  ['my account', '/account'],
  ['my addresses', '/account/addresses'],
  ['privacy', '/account/privacy'],
];

for (const viewport of WIDTHS) {
  test.describe(`accessibility: every page at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [name, path] of PUBLIC_PAGES) {
      test(`${name} (${path})`, async ({ page }) => {
        await page.goto(path);
        await settled(page);
        await expectAccessible(page);
      });
    }

    test('wishlist and cart with products in them', async ({ page, db }) => {
      const [lamp, basket] = await createTestProducts(db, [
        { name: 'Bamboo Lamp', price: 124_900, stock: 3 },
        { name: 'Jute Basket', price: 49_900, stock: 10 },
      ]);
      await seedCart(page, [{ product: lamp!, quantity: 2 }]);
      await seedWishlist(page, [lamp!, basket!]);
      await page.goto('/wishlist');
      await settled(page);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
      await expectAccessible(page);

      await page.goto('/cart');
      await settled(page);
      await expect(page.getByText('Bamboo Lamp').first()).toBeVisible();
      await expectAccessible(page);
    });

    test('checkout, and with its errors', async ({ page, db }) => {
      await signInNewShopper(page);
      const vase = await addProduct(db, { name: 'Clay Flower Vase', price: 59_900 });
      await fillCart(page, [vase]);
      await page.goto('/checkout');
      await settled(page);
      await expectAccessible(page);

      await page.getByLabel('First Name').fill('');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Enter your city')).toBeVisible();
      await expectAccessible(page);
    });

    test('order complete', async ({ page, db }) => {
      const shopper = await signInNewShopper(page);
      const vase = await addProduct(db, { name: 'Clay Flower Vase', price: 59_900 });
      const number = await placeOrderByApi(page, shopper.email, [vase]);
      await page.goto(`/order-complete?order=${number}`);
      await settled(page);
      await expectAccessible(page);
    });

    test('My Orders, with its cancel and payment dialogs', async ({ page, db }) => {
      const shopper = await signInNewShopper(page);
      const vase = await addProduct(db, { name: 'Clay Flower Vase', price: 59_900 });
      const number = await placeOrderByApi(page, shopper.email, [vase]);
      await placeOrderByApi(page, shopper.email, [vase], 'online');
      await page.goto('/account/orders');
      await settled(page);
      const card = page.getByRole('article', { name: `Order #${number}` });
      await expect(card).toBeVisible();
      await expectAccessible(page);

      await card.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByRole('dialog', { name: `Cancel order #${number}?` })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Keep Order' }).click();

      await page.getByRole('button', { name: 'Complete Payment' }).click();
      await expect(page.getByRole('dialog', { name: 'TerraCraft' })).toBeVisible();
      await expectAccessible(page);
    });

    for (const [name, path] of SIGNED_IN_PAGES) {
      test(`${name} (${path})`, async ({ page }) => {
        await signInNewShopper(page);
        await page.goto(path);
        await settled(page);
        await expectAccessible(page);
      });
    }
  });
}

test.describe('accessibility: open menus, drawers and forms with errors', () => {
  test('the mobile menu at 390px, with its product list open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('button', { expanded: false }).first().click();
    await expectAccessible(page);
  });

  test("the header's PRODUCTS menu open, and the home sliders paused", async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Laundry Bin' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pause slides' }).click();
    // A carousel starts once it comes near the screen: the shopper scrolls down to the quotes.
    await page.getByRole('region', { name: 'Words we work by' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pause quotes' }).click();
    await expect(page.getByRole('button', { name: 'Play quotes' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the cart drawer and a notice', async ({ page, db }) => {
    const [lamp] = await createTestProducts(db, [{ name: 'Cane Lamp', price: 99_900 }]);
    await page.goto(`/product/${lamp!.id}`);
    await settled(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.locator('.Toastify__toast').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the shop filters opened', async ({ page }) => {
    await page.goto('/shop');
    await settled(page);
    const filters = page.getByRole('button', { name: /filter/i }).first();
    if (await filters.isVisible()) await filters.click();
    await expectAccessible(page);
  });

  for (const [name, path, submit] of [
    ['contact', '/contact', 'Send Message'],
    ['login', '/login', 'Login'],
    ['sign-up', '/signup', 'Register'],
    ['forgot password', '/forgot-password', 'Send Reset Link'],
    ['reset password', '/reset-password?token=not-a-real-token', 'Reset Password'],
  ] as const) {
    test(`the ${name} form showing its errors`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});
