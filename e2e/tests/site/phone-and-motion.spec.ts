import { formatInr } from '@terracraft/shared/money';
import type { Locator } from '@playwright/test';
import { apiGet, type ApiProduct, toast } from '../../support/catalogue';
import { createTestProducts, seedCart } from '../../support/cart';
import { expect, test } from '../../support/fixtures';

/** The shop at a phone's width, and its motion (decisions 0034, 0035). */
const PHONE = { width: 390, height: 844 };

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('route loader', () => {
  test.use({ loaderMs: 1000 });

  test('the page under it takes no focus, and asked for less motion it stands still for its second', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    // Not on the first load (decision 0041): it covers the move to another page.
    const loader = page.getByTestId('route-loader');
    await expect(loader).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(loader).toBeVisible();
    for (let step = 0; step < 5; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') ?? null)).toBeNull();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const motion = await loader.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))].map(
        (node) => getComputedStyle(node).animationName,
      ),
    );
    expect(new Set(motion)).toEqual(new Set(['none']));

    await page.clock.runFor(950);
    await expect(loader).toBeVisible();
    await page.clock.runFor(100);
    await expect(loader).toBeHidden();
    // Then the new page takes focus at its heading (decision 0036).
    await page.clock.runFor(100);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the shop lists two products side by side', async ({ page }) => {
    await page.goto('/shop');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards.nth(2)).toBeVisible();
    const [first, second, third] = await Promise.all([0, 1, 2].map((n) => box(cards.nth(n))));
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(first!.width).toBeGreaterThan(150);
  });

  test("the product page keeps the price and Add to Cart at the screen's foot", async ({
    page,
  }) => {
    const [product] = (await apiGet<{ items: ApiProduct[] }>(page, '/products?limit=1')).items;
    await page.goto(`/product/${product!.id}`);
    const bar = page.getByTestId('purchase-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(formatInr(product!.price));
    const { y, height } = await box(bar);
    expect(y + height).toBeLessThanOrEqual(PHONE.height + 1);
    await expect(bar.getByRole('button', { name: /Buy Now/ })).toBeInViewport();
    await bar.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the cart puts Proceed to Checkout before the coupon box', async ({ page, db }) => {
    const [vase] = await createTestProducts(db, [{ name: 'Phone Vase', price: 89_900 }]);
    await seedCart(page, [{ product: vase!, quantity: 1 }]);
    await page.goto('/cart');
    const checkout = await box(page.getByRole('link', { name: 'Proceed to Checkout' }));
    const coupon = await box(page.getByRole('heading', { name: 'Have a coupon?' }));
    expect(checkout.y + checkout.height).toBeLessThan(coupon.y);
  });

  test("a notice leaves the header uncovered and is set in the shop's type", async ({
    page,
    db,
  }) => {
    const [lamp] = await createTestProducts(db, [{ name: 'Notice Lamp', price: 49_900 }]);
    await page.goto(`/product/${lamp!.id}`);
    await page
      .getByTestId('purchase-bar')
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    const notice = toast(page, 'Notice Lamp added to cart');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    // Once it has slid in.
    await expect(page.locator('.Toastify__toast[class*="-enter--"]')).toHaveCount(0);
    const header = await box(page.getByRole('banner'));
    expect(overlaps(await box(notice), header)).toBe(false);
    expect(await notice.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Poppins/,
    );
  });

  test('cards come in within 300 ms, and a focused card is shown whole', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Our Products' });
    const firstCard = list.getByRole('listitem').first();
    await expect(firstCard.getByRole('article')).toBeVisible();
    // Tab straight into a card before its list has come in.
    const link = firstCard.getByRole('heading').getByRole('link');
    await link.focus();
    await expect(link).toBeFocused();
    expect(await firstCard.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    await list.scrollIntoViewIfNeeded();
    const last = list.getByRole('listitem').last();
    await expect(last).toHaveClass(/animate-card-in/);
    const timing = await last.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        duration: parseFloat(style.animationDuration),
        delay: parseFloat(style.animationDelay),
      };
    });
    expect(timing.duration).toBeGreaterThan(0);
    expect(timing.duration).toBeLessThanOrEqual(0.3);
    expect(timing.delay).toBeLessThanOrEqual(0.2);
  });
});

test('below 1024 px LOGIN / REGISTER stays in reach: in the header from 640 px, in the menu below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'LOGIN / REGISTER' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(header.getByRole('link', { name: 'LOGIN / REGISTER' })).toBeHidden();
  await header.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'LOGIN / REGISTER' })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
});
