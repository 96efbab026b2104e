import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../support/fixtures';
import {
  afterEntrance,
  apiGet,
  cartButton,
  cards,
  collectionList,
  toast,
  toastDuration,
  type ApiProduct,
} from '../../../support/catalogue';

/**
 * Presses an add-to-cart button five times and checks that at most three of its notices show at
 * once (not counting those already on their way out), and that the other two follow.
 */
async function expectThreeNoticesAtOnce(page: Page, add: Locator, name: string) {
  await page.evaluate(() => {
    const seen = new Set<Element>();
    const record = { most: 0, total: 0 };
    (window as unknown as { toastRecord: typeof record }).toastRecord = record;
    new MutationObserver(() => {
      const now = Array.from(document.querySelectorAll('.Toastify__toast'));
      now.forEach((toast) => seen.add(toast));
      const showing = now.filter((toast) => !/-exit/.test(toast.className));
      record.most = Math.max(record.most, showing.length);
      record.total = seen.size;
    }).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  const record = () =>
    page.evaluate(
      () => (window as unknown as { toastRecord: { most: number; total: number } }).toastRecord,
    );
  // Five presses in one go, as a shopper's quick clicks arrive: well inside one notice's 2 s.
  await add.click({ clickCount: 5 });
  await expect(cartButton(page, 5)).toBeVisible();
  await expect(toast(page, `${name} added to cart`)).toHaveCount(3);
  await expect.poll(async () => (await record()).total, { timeout: 15_000 }).toBe(5);
  expect((await record()).most).toBe(3);
}

test.describe('on the home page', () => {
  test('Our Products adds to the cart once and refuses it again', async ({ page }) => {
    const [product] = await collectionList(page, 'featured');
    await page.goto('/');
    const card = cards(page.getByRole('list', { name: 'Our Products' })).filter({
      hasText: product!.name,
    });
    const add = card.getByRole('button', { name: `Add to Cart: ${product!.name}` });
    await afterEntrance(add);
    await add.click();
    await expect(toast(page, `${product!.name} added to cart`)).toBeVisible();
    expect(await toastDuration(page, `${product!.name} added to cart`)).toBe('2s');
    await expect(cartButton(page, 1)).toBeVisible();

    await add.click();
    await expect(toast(page, `${product!.name} is already in the cart`)).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
  });

  test('More Products adds again and again, raising the quantity', async ({ page }) => {
    const more = await collectionList(page, 'more');
    const product = more.find((item) => item.inStock && item.stock >= 2)!;
    await page.goto('/');
    const card = cards(page.getByRole('list', { name: 'More Products' })).filter({
      hasText: product.name,
    });
    const add = card.getByRole('button', { name: `Add to Cart: ${product.name}` });
    await afterEntrance(add);
    // Two presses in one go, so both notices are still up when counted.
    await add.click({ clickCount: 2 });
    await expect(toast(page, `${product.name} added to cart`)).toHaveCount(2);
    expect(await toastDuration(page, `${product.name} added to cart`)).toBe('2s');
    await expect(cartButton(page, 2)).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(cart.state.items).toEqual([
      expect.objectContaining({ id: product.id, price: product.price, quantity: 2 }),
    ]);
  });

  test('More Products shows at most three notices at once; the others follow', async ({ page }) => {
    const more = await collectionList(page, 'more');
    const product = more.find((item) => item.inStock && item.stock >= 5)!;
    await page.goto('/');
    const add = cards(page.getByRole('list', { name: 'More Products' }))
      .filter({ hasText: product.name })
      .getByRole('button', { name: `Add to Cart: ${product.name}` });
    await afterEntrance(add);
    await expectThreeNoticesAtOnce(page, add, product.name);
  });
});

test.describe('elsewhere', () => {
  test('cards add to the cart without refusing, and out-of-stock products cannot be added', async ({
    page,
  }) => {
    const { items } = await apiGet<{ items: ApiProduct[] }>(
      page,
      '/products?minPrice=0&maxPrice=5000&pageSize=20',
    );
    const { name } = items.find((item) => item.stock >= 2)!;
    await page.goto('/product');
    const card = cards(page.getByRole('list', { name: 'Products', exact: true })).filter({
      has: page.getByRole('heading', { name, exact: true }),
    });
    await card.getByRole('button', { name: `Add to Cart: ${name}` }).click({ clickCount: 2 });
    await expect(toast(page, `${name} added to cart`)).toHaveCount(2);
    await expect(cartButton(page, 2)).toBeVisible();

    await page.goto('/product?availability=outOfStock');
    const soldOut = cards(page.getByRole('list', { name: 'Products', exact: true })).first();
    await expect(soldOut.getByRole('button', { name: /^Out of Stock: / })).toBeDisabled();
  });

  test('the detail page adds the chosen quantity and toggles the heart', async ({ page }) => {
    const product = (await collectionList(page, 'featured')).find((item) => item.stock >= 3)!;
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
    await expect(toast(page, `${product.name} added to cart`)).toBeVisible();
    expect(await toastDuration(page, `${product.name} added to cart`)).toBe('3s');
    await expect(cartButton(page, 3)).toBeVisible();

    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Save ${product.name} to wishlist` })
      .first();
    await heart.click();
    await expect(toast(page, `${product.name} added to wishlist`)).toBeVisible();
    await heart.click();
    await expect(toast(page, `${product.name} removed from wishlist!`)).toBeVisible();
  });

  test('the detail view shows at most three notices at once; the others follow', async ({
    page,
  }) => {
    const product = (await collectionList(page, 'featured')).find((item) => item.stock >= 5)!;
    await page.goto(`/product/${product.id}`);
    const add = page.getByRole('button', { name: `Add to Cart: ${product.name}` });
    await expect(add).toBeVisible();
    await expectThreeNoticesAtOnce(page, add, product.name);
  });
});
