import { createTestProducts, seedWishlist } from '../../support/cart';
import { expect, expectAccessible, test } from '../../support/fixtures';
import {
  afterEntrance,
  cardName,
  cards,
  collectionList,
  toast,
  toastDuration,
  wishlistLink,
} from '../../support/catalogue';

test.describe('wishlist page', () => {
  test('shows saved products four to a row, adds to the cart and removes', async ({ page, db }) => {
    const products = await createTestProducts(db, [
      { name: 'Macrame Hanger', price: 59_900 },
      { name: 'Wooden Spoon Set', price: 34_900 },
      { name: 'Ceramic Mug', price: 44_900 },
      { name: 'Cane Tray', price: 74_900 },
      { name: 'Sold Out Stool', price: 99_900, stock: 0 },
    ]);
    await seedWishlist(
      page,
      // A stale price in the browser: the page shows today's.
      products.map((product, index) => (index === 0 ? { ...product, price: 100 } : product)),
    );
    await page.goto('/wishlist');
    const cards = page.getByTestId('wishlist-item');
    await expect(cards).toHaveCount(5);
    const columns = await page
      .getByRole('list')
      .filter({ has: cards.first() })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);

    const hanger = cards.filter({ hasText: 'Macrame Hanger' });
    await expect(hanger).toContainText('₹599.00');
    await expect(hanger.getByRole('link', { name: 'Macrame Hanger' })).toHaveAttribute(
      'href',
      `/product/${products[0]!.id}`,
    );
    const stool = cards.filter({ hasText: 'Sold Out Stool' });
    await expect(stool).toContainText('Out of Stock');
    await expect(stool.getByRole('button', { name: 'Add to Cart: Sold Out Stool' })).toBeDisabled();
    await expectAccessible(page);

    await hanger.getByRole('button', { name: 'Add to Cart: Macrame Hanger' }).click();
    await expect(page.getByText('Macrame Hanger added to cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await hanger.getByRole('button', { name: 'Remove Macrame Hanger from wishlist' }).click();
    await expect(page.getByText('Macrame Hanger removed from wishlist!')).toBeVisible();
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Wishlist, 4 items' })).toBeVisible();

    for (const name of ['Wooden Spoon Set', 'Ceramic Mug', 'Cane Tray', 'Sold Out Stool']) {
      await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    }
    await expect(page.getByText("You don't have any products in the wishlist yet.")).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'An empty basket with a heart above it' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe('on the home page', () => {
  test('a heart saves once and then says the product is already in the wishlist', async ({
    page,
  }) => {
    const [product] = await collectionList(page, 'featured');
    await page.goto('/');
    const heart = page
      .getByRole('list', { name: 'Our Products' })
      .getByRole('button', { name: `Save ${product!.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await afterEntrance(heart);
    const colour = () => heart.evaluate((button) => getComputedStyle(button).color);
    const fill = () => heart.locator('svg').evaluate((icon) => getComputedStyle(icon).fill);
    const outline = await colour();
    expect(await fill()).toBe('none');
    await heart.click();
    await expect(toast(page, `${product!.name} added to wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Red and filled while saved (read together once the colour transition has ended).
    await expect
      .poll(async () => {
        const [now, filled] = [await colour(), await fill()];
        return now !== outline && filled === now;
      })
      .toBe(true);
    await expect(wishlistLink(page, 1)).toBeVisible();

    await heart.click();
    await expect(toast(page, `${product!.name} is already in wishlist`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page, 1)).toBeVisible();
  });
});

test.describe('elsewhere', () => {
  test('hearts toggle, with their notices', async ({ page }) => {
    await page.goto('/product');
    const card = cards(page.getByRole('list', { name: 'Products', exact: true })).first();
    const name = await cardName(card);
    const heart = card.getByRole('button', { name: `Save ${name} to wishlist` });
    await heart.click();
    await expect(toast(page, `${name} added to wishlist`)).toBeVisible();
    expect(await toastDuration(page, `${name} added to wishlist`)).toBe('3s');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page, 1)).toBeVisible();
    await heart.click();
    await expect(toast(page, `${name} removed from wishlist!`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page, 0)).toBeVisible();
  });

  test('the shop list does not limit its notices', async ({ page }) => {
    await page.goto('/product');
    const grid = page.getByRole('list', { name: 'Products', exact: true });
    await expect(cards(grid)).not.toHaveCount(0);
    const names = await Promise.all((await cards(grid).all()).slice(0, 4).map(cardName));
    const hearts = await Promise.all(
      names.map((name) =>
        grid.getByRole('button', { name: `Save ${name} to wishlist` }).elementHandle(),
      ),
    );
    // Four hearts pressed in one go, so that no notice has timed out before the last appears.
    await page.evaluate(
      (buttons) => buttons.forEach((button) => (button as HTMLElement).click()),
      hearts,
    );
    await expect(page.locator('.Toastify__toast')).toHaveCount(4);
    await expect(wishlistLink(page, 4)).toBeVisible();
  });

  test('collection, listing and search pages keep the library default of 5 s', async ({ page }) => {
    const saved: string[] = [];
    for (const [path, list] of [
      ['/product/lamps/shade', 'Lamp Shade'],
      ['/bestsellers', 'Bestsellers'],
      ['/search', 'Search results'],
    ] as const) {
      await page.goto(path);
      const grid = page.getByRole('list', { name: list, exact: true });
      await expect(cards(grid)).not.toHaveCount(0);
      // A product not saved on an earlier page: its heart adds.
      const names = await Promise.all((await cards(grid).all()).map(cardName));
      const name = names.find((candidate) => !saved.includes(candidate))!;
      saved.push(name);
      const card = cards(grid).filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.getByRole('button', { name: `Save ${name} to wishlist` }).click();
      expect(await toastDuration(page, `${name} added to wishlist`)).toBe('5s');
    }
  });

  test('related products use the short toasts', async ({ page }) => {
    const [product] = await collectionList(page, 'featured');
    await page.goto(`/product/${product!.id}`);
    const card = cards(page.getByRole('list', { name: 'Related products' })).first();
    const name = await cardName(card);
    await card.getByRole('button', { name: `Save ${name} to wishlist` }).click();
    expect(await toastDuration(page, `${name} added to wishlist`)).toBe('2s');
  });
});
