import type { Locator, Page } from '@playwright/test';
import { signInNewShopper } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { ADDRESS, addProduct, ordersOf } from '../../support/orders';

/**
 * The whole journey of a shopper who uses no mouse: from the home page to a product, the cart,
 * checkout with cash on delivery, My Orders and cancelling the order. Only key presses and
 * typing; where focus is gets checked at every step.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const there = await target.evaluate((element) => element === document.activeElement);
    if (there) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** After a move to another page, focus is on its main heading and its title was announced. */
async function landedOn(page: Page, heading: string | RegExp, title: RegExp) {
  await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'H1');
  await expect(page.locator(':focus')).toHaveText(heading);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1);
}

test('home to a cancelled cash-on-delivery order by keyboard alone', async ({ page, db }) => {
  test.setTimeout(90_000);
  const shopper = await signInNewShopper(page, { name: 'Priya Sharma' });
  const name = `Keyboard Cane Lamp ${Date.now().toString(36)}`;
  const lamp = await addProduct(db, { name, price: 89_900, stock: 5 });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Search products' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Home → search → the product.
  await tabTo(page, page.getByRole('link', { name: 'Search products' }));
  await page.keyboard.press('Enter');
  await landedOn(page, 'Search Products', /^Search/);
  const box = page.getByRole('searchbox', { name: 'Search for products' });
  await tabTo(page, box);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const result = page.getByRole('heading', { name, exact: true }).getByRole('link');
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await landedOn(page, name, new RegExp(name));

  // Two of it: the quantity box shows where focus is.
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await tabTo(page, quantity);
  await expect(quantity).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }).first());
  await page.keyboard.press('Enter');

  // The cart panel opens from the header, holds focus, and leads to checkout.
  const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expect(drawer.getByText(name)).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await landedOn(page, 'Checkout', /^Checkout/);

  // The form, filled in by typing; cash on delivery chosen with the arrow keys.
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('First Name')).toHaveValue('Priya');
  for (const [label, value] of [
    ['Phone', ADDRESS.phone],
    ['Address', ADDRESS.address],
    ['City', ADDRESS.city],
    ['PIN Code', ADDRESS.pin],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    await tabTo(page, input);
    await page.keyboard.type(value);
    await expect(input).toHaveValue(value);
  }
  const state = form.getByLabel('State', { exact: true });
  await tabTo(page, state, { backwards: true });
  await page.keyboard.type(ADDRESS.state);
  await expect(state).toHaveValue(ADDRESS.state);
  const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
  await tabTo(page, page.getByRole('radio', { checked: true }));
  for (let presses = 0; presses < 3 && !(await cod.isChecked()); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(cod).toBeChecked();
  await expect(cod).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-complete\?order=TC\d+$/);
  await landedOn(page, 'Thank you for your order!', /Order/);
  const number = new URL(page.url()).searchParams.get('order')!;
  expect((await ordersOf(db, shopper.email)).map((order) => order.payment_method)).toEqual(['cod']);

  // My Orders, from the header; the order cancelled after the question.
  await tabTo(page, page.getByRole('link', { name: 'MY ORDERS' }), { backwards: true });
  await page.keyboard.press('Enter');
  await landedOn(page, 'My Orders', /My Orders/);
  const card = page.getByRole('article', { name: `Order #${number}` });
  await tabTo(page, card.getByRole('button', { name: 'Cancel Order' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, Cancel Order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
  await expect(card.getByRole('heading', { name: `Order #${number}` })).toBeFocused();
  expect(await ordersOf(db, shopper.email)).toMatchObject([{ status: 'cancelled' }]);
  expect(lamp.id).toBeTruthy();
});

test.describe('the home slider', () => {
  test('pauses and plays again from the keyboard, and stays put while paused', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured collections' });
    const pause = slider.getByRole('button', { name: 'Pause slides' });
    await tabTo(page, pause);
    const size = await pause.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(44);
    expect(size!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    const play = slider.getByRole('button', { name: 'Play slides' });
    await expect(play).toBeFocused();

    // Focus leaves the slider: paused, it still does not move on after its 4 s.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => slider.evaluate((element) => element.contains(document.activeElement)))
      .toBe(false);
    const dots = slider.getByRole('button', { name: /^Go to slide/ });
    const shown = () =>
      dots.evaluateAll((buttons) =>
        buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
      );
    const before = await shown();
    expect(before).toBeGreaterThanOrEqual(0);
    await page.waitForTimeout(5_000);
    expect(await shown()).toBe(before);

    await tabTo(page, play, { backwards: true });
    await page.keyboard.press('Space');
    await expect(slider.getByRole('button', { name: 'Pause slides' })).toBeFocused();
  });
});

test.describe('the home slider on a touch screen', () => {
  test.use({ hasTouch: true });

  test('pauses with a tap', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured collections' });
    await slider.getByRole('button', { name: 'Pause slides' }).tap();
    await expect(slider.getByRole('button', { name: 'Play slides' })).toBeVisible();
    const quotes = page.getByRole('region', { name: 'Words we work by' });
    await quotes.scrollIntoViewIfNeeded();
    await quotes.getByRole('button', { name: 'Pause quotes' }).tap();
    await expect(quotes.getByRole('button', { name: 'Play quotes' })).toBeVisible();
  });
});
