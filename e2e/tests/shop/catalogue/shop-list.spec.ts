import { CATEGORY_NAMES, COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../../support/fixtures';
import {
  cardCategory,
  cardPrice,
  cardRating,
  cards,
  eachCard,
  isSorted,
} from '../../../support/catalogue';

const grid = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Product filters' });
const minPrice = (page: Page) => panel(page).getByRole('spinbutton', { name: 'Min (₹)' });
const maxPrice = (page: Page) => panel(page).getByRole('spinbutton', { name: 'Max (₹)' });
/** The "All" choice of one of the panel's groups (Category, Availability, Minimum rating). */
const all = (page: Page, group: string) =>
  panel(page).getByRole('group', { name: group }).getByRole('radio', { name: 'All', exact: true });

/** The dearest shown product's price in whole rupees, as the catalogue answers it. */
async function highestPrice(page: Page): Promise<number> {
  const categories = await (await page.request.get('/api/categories')).json();
  return categories.priceRange.max;
}

/** Waits for the grid to show the answer to the URL's filters. */
async function settled(page: Page) {
  await expect(grid(page).or(page.getByText('No products match your filters.'))).toBeVisible();
  await expect(page.locator('.opacity-60')).toHaveCount(0);
}

test.describe('shop list', () => {
  test('/shop and /product show the catalogue with every filter at its default', async ({
    page,
  }) => {
    for (const path of ['/shop', '/product']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
      await settled(page);
      await expect(page.getByText(/^Showing 1–20 of \d+ products$/)).toBeVisible();
      await expect(cards(grid(page))).toHaveCount(20);
      await expect(all(page, 'Category')).toBeChecked();
      await expect(all(page, 'Availability')).toBeChecked();
      await expect(all(page, 'Minimum rating')).toBeChecked();
      await expect(minPrice(page)).toHaveValue('0');
      await expect(maxPrice(page)).toHaveValue(String(await highestPrice(page)));
      await expect(panel(page).getByRole('radio', { name: 'Featured' })).toBeChecked();
      for (const section of ['Categories', 'Price Range', 'Availability', 'Rating', 'Sort By']) {
        await expect(panel(page).getByRole('button', { name: section })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      }
    }
    await cards(grid(page)).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  });

  test('by default nothing is hidden, and each category’s count is what choosing it shows', async ({
    page,
  }) => {
    const categories = await (await page.request.get('/api/categories')).json();
    const shown = categories.items.filter(
      (category: { productCount: number }) => category.productCount > 0,
    );
    const everything = shown.reduce(
      (sum: number, category: { productCount: number }) => sum + category.productCount,
      0,
    );
    await page.goto('/product');
    await settled(page);
    await expect(page.getByText(`Showing 1–20 of ${everything} products`)).toBeVisible();
    // The dearest product is on the first page of Price: High to Low, within the default range.
    await panel(page).getByRole('radio', { name: 'Price: High to Low' }).check();
    await settled(page);
    expect(Math.ceil((await eachCard(grid(page), cardPrice))[0]!)).toBe(categories.priceRange.max);
    for (const category of shown.slice(0, 4)) {
      await panel(page)
        .getByRole('radio', {
          name: new RegExp(`^${category.name}\\s*\\(${category.productCount}\\)$`),
        })
        .check();
      await settled(page);
      const count = category.productCount;
      await expect(
        page.getByText(`Showing 1–${Math.min(count, 20)} of ${count} products`),
      ).toBeVisible();
    }
  });

  test('the filter sections fold away and open again', async ({ page }) => {
    await page.goto('/product');
    const availability = panel(page).getByRole('button', { name: 'Availability' });
    await availability.click();
    await expect(availability).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page).getByRole('radio', { name: 'In Stock' })).toBeHidden();
    await availability.click();
    await expect(panel(page).getByRole('radio', { name: 'In Stock' })).toBeVisible();
  });

  test('a category shows only its products, in the URL and after a reload', async ({ page }) => {
    await page.goto('/product');
    await panel(page)
      .getByRole('radio', { name: /^Lamp Shade/ })
      .check();
    await expect(page).toHaveURL(/\/product\?category=lamp-shade$/);
    await settled(page);
    const categories = await eachCard(grid(page), cardCategory);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(new Set(categories)).toEqual(new Set(['Lamp Shade']));

    await page.reload();
    await expect(panel(page).getByRole('radio', { name: /^Lamp Shade/ })).toBeChecked();
    await settled(page);
    expect(await eachCard(grid(page), cardCategory)).toEqual(categories);
  });

  test('the price range keeps min ≤ max and shows only prices inside it', async ({ page }) => {
    await page.goto('/product');
    await expect(minPrice(page)).toHaveAttribute('min', '0');
    await expect(minPrice(page)).toHaveAttribute('max', String(await highestPrice(page)));
    await expect(maxPrice(page)).toHaveAttribute('min', '0');
    await expect(minPrice(page)).toHaveAttribute('step', '1');

    await minPrice(page).fill('1000');
    await expect(page).toHaveURL(/minPrice=1000/);
    await expect(maxPrice(page)).toHaveAttribute('min', '1000');
    await maxPrice(page).fill('2000');
    await expect(page).toHaveURL(/minPrice=1000&maxPrice=2000/);
    await expect(minPrice(page)).toHaveAttribute('max', '2000');
    await settled(page);
    const prices = await eachCard(grid(page), cardPrice);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(2000);
    }

    // A minimum above the maximum is flagged, and on leaving the field the two are swapped,
    // saying so: neither is dropped.
    await minPrice(page).fill('2500');
    await expect(minPrice(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      panel(page).getByText('Min is above Max (2000): leaving the field swaps them.'),
    ).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page).toHaveURL(/minPrice=2000&maxPrice=2500$/);
    await expect(minPrice(page)).toHaveValue('2000');
    await expect(maxPrice(page)).toHaveValue('2500');
    await expect(
      panel(page).getByText('Min was above Max, so they were swapped: ₹2000 to ₹2500.'),
    ).toBeVisible();

    // A fraction is refused and not applied.
    await maxPrice(page).fill('999.5');
    await expect(maxPrice(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/minPrice=2000&maxPrice=2500$/);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(minPrice(page)).toHaveValue('2000');
    await expect(maxPrice(page)).toHaveValue('2500');
  });

  test('availability shows only in-stock or only out-of-stock products', async ({ page }) => {
    await page.goto('/product');
    await panel(page).getByRole('radio', { name: 'Out of Stock' }).check();
    await expect(page).toHaveURL(/availability=outOfStock/);
    await settled(page);
    const soldOut = await eachCard(grid(page), (card) =>
      card
        .getByText(/^(In|Out of) Stock$/)
        .first()
        .textContent(),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    expect(new Set(soldOut)).toEqual(new Set(['Out of Stock']));
    await expect(
      grid(page)
        .getByRole('button', { name: /^Out of Stock:/ })
        .first(),
    ).toBeDisabled();

    await panel(page).getByRole('radio', { name: 'In Stock' }).check();
    await settled(page);
    const inStock = await eachCard(grid(page), (card) =>
      card
        .getByText(/^(In|Out of) Stock$/)
        .first()
        .textContent(),
    );
    expect(new Set(inStock)).toEqual(new Set(['In Stock']));
  });

  test('a minimum rating shows only products rated at least that', async ({ page }) => {
    await page.goto('/product');
    await expect(
      panel(page).getByRole('group', { name: 'Minimum rating' }).locator('label'),
    ).toHaveText(['All', '3+ Stars', '3.5+ Stars', '4+ Stars', '4.5+ Stars']);
    await panel(page).getByRole('radio', { name: '4+ Stars' }).check();
    await expect(page).toHaveURL(/minRating=4/);
    await settled(page);
    const ratings = await eachCard(grid(page), cardRating);
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
  });

  test('the sort orders by price both ways and by rating', async ({ page }) => {
    await page.goto('/product');
    await panel(page).getByRole('radio', { name: 'Price: Low to High' }).check();
    await settled(page);
    expect(isSorted(await eachCard(grid(page), cardPrice), 'asc')).toBe(true);
    await panel(page).getByRole('radio', { name: 'Price: High to Low' }).check();
    await settled(page);
    const descending = await eachCard(grid(page), cardPrice);
    expect(isSorted(descending, 'desc')).toBe(true);
    expect(descending[0]).toBeGreaterThan(descending[descending.length - 1]!);
    await panel(page).getByRole('radio', { name: 'Highest Rated' }).check();
    await settled(page);
    expect(isSorted(await eachCard(grid(page), cardRating), 'desc')).toBe(true);
  });

  test('nothing matching says so, and Reset all filters brings everything back', async ({
    page,
  }) => {
    await page.goto('/product?minPrice=1&maxPrice=1&availability=outOfStock&sort=rating');
    await expect(page.getByText('No products match your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset all filters' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await settled(page);
    await expect(cards(grid(page))).toHaveCount(20);
    await expect(minPrice(page)).toHaveValue('0');
    await expect(maxPrice(page)).toHaveValue(String(await highestPrice(page)));
    await expect(panel(page).getByRole('radio', { name: 'Featured' })).toBeChecked();
  });

  test("the panel's Reset restores every default", async ({ page }) => {
    await page.goto(
      '/product?category=garden&minPrice=100&maxPrice=4000&availability=inStock&minRating=3&sort=priceHighToLow&page=1',
    );
    await expect(panel(page).getByRole('radio', { name: /^Garden/ })).toBeChecked();
    await panel(page).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(all(page, 'Category')).toBeChecked();
    await expect(all(page, 'Availability')).toBeChecked();
    await expect(all(page, 'Minimum rating')).toBeChecked();
    await expect(minPrice(page)).toHaveValue('0');
    await expect(maxPrice(page)).toHaveValue(String(await highestPrice(page)));
    await expect(panel(page).getByRole('radio', { name: 'Featured' })).toBeChecked();
  });

  test('pages through the catalogue with shareable page links', async ({ page }) => {
    await page.goto('/product');
    await settled(page);
    const firstPage = await eachCard(grid(page), (card) => card.getByRole('heading').textContent());
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/product\?page=2$/);
    await settled(page);
    await expect(page.getByText(/^Showing 21–\d+ of \d+ products$/)).toBeVisible();
    const secondPage = await eachCard(grid(page), (card) =>
      card.getByRole('heading').textContent(),
    );
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/product');
    await settled(page);
    await expectAccessible(page);
  });
});

test.describe('shop list on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter panel is hidden until asked for', async ({ page }) => {
    await page.goto('/product');
    await expect(panel(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('radio', { name: 'In Stock' }).check();
    await expect(page).toHaveURL(/availability=inStock/);
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(panel(page)).toBeHidden();
  });
});

test.describe('collection pages', () => {
  for (const collection of COLLECTIONS) {
    test(`${collection.path} shows at least five ${collection.name} products`, async ({ page }) => {
      await page.goto(collection.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.heading);
      await expect(page).toHaveTitle(new RegExp(collection.heading));
      const list = page.getByRole('list', { name: collection.heading });
      await expect(cards(list).first()).toBeVisible();
      const categories = await eachCard(list, cardCategory);
      expect(categories.length).toBeGreaterThanOrEqual(5);
      expect(new Set(categories)).toEqual(new Set([CATEGORY_NAMES[collection.key]]));
      const links = await eachCard(list, (card) =>
        card.getByRole('heading').getByRole('link').getAttribute('href'),
      );
      for (const href of links) expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    });
  }

  test('a collection page is accessible', async ({ page }) => {
    await page.goto('/product/flower/vase');
    await expect(cards(page.getByRole('list', { name: 'Flower Vase' })).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('/products', () => {
  test('shows the catalogue with the chosen product in detail beside it', async ({ page }) => {
    await page.goto('/products');
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    const details = page.getByRole('region', { name: 'Product details' });
    const items = catalogue.getByRole('list', { name: 'Products' }).getByRole('link');
    await expect(items.first()).toHaveAttribute('aria-current', 'true');
    const second = items.nth(1);
    const name = (await second.locator('span span').first().textContent())!.trim();
    await second.click();
    await expect(page).toHaveURL(/\/products\?product=[a-z0-9-]+$/);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(details.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(details.getByRole('button', { name: 'Buy Now' })).toBeVisible();

    await page.reload();
    await expect(details.getByRole('heading', { level: 2 })).toHaveText(name);
    await details.getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
