import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../../support/fixtures';
import {
  cardCategory,
  cardName,
  cardPrice,
  cardRating,
  cards,
  eachCard,
  isSorted,
} from '../../../support/catalogue';

const LISTINGS = [
  { path: '/bestsellers', title: 'Bestsellers', own: 'Best Selling' },
  { path: '/trending', title: 'Trending Now', own: 'Trending Now' },
  { path: '/new-arrivals', title: 'New Arrivals', own: 'Latest' },
] as const;

/** Waits until the grid shows the answer to the current choices. */
async function settled(page: Page, list: string) {
  await expect(
    page.getByRole('list', { name: list, exact: true }).or(page.getByText(/^No products/)),
  ).toBeVisible();
  await expect(page.locator('.opacity-60')).toHaveCount(0);
}

test.describe('listing pages', () => {
  for (const listing of LISTINGS) {
    test(`${listing.title}: heading, sort options and cards with everything on them`, async ({
      page,
    }) => {
      await page.goto(listing.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort.getByRole('option')).toHaveText([
        'Featured',
        'Price: Low to High',
        'Price: High to Low',
        'Top Rated',
        listing.own,
      ]);
      await expect(sort).toHaveValue(/bestSelling|trending|latest/);
      await settled(page, listing.title);
      const card = cards(page.getByRole('list', { name: listing.title })).first();
      await expect(card.getByText(/^\d+% OFF$/)).toBeVisible();
      await expect(card.getByRole('img', { name: /^(Rated|Not rated)/ })).toBeVisible();
      // A sold-out card says so twice: its stock label and its disabled button.
      await expect(card.getByText(/^(In Stock|Out of Stock)$/).first()).toBeVisible();
      await expect(card.locator('del')).toContainText('₹');
      await expect(card.locator('p.line-clamp-2')).not.toBeEmpty();
    });
  }

  test('category chips filter the list', async ({ page }) => {
    await page.goto('/bestsellers');
    const chips = page.getByRole('list', { name: 'Categories' });
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chips.getByRole('button', { name: 'Lamp Shade' }).click();
    await expect(page).toHaveURL(/category=lamp-shade/);
    await expect(chips.getByRole('button', { name: 'Lamp Shade' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settled(page, 'Bestsellers');
    const categories = await eachCard(
      page.getByRole('list', { name: 'Bestsellers' }),
      cardCategory,
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Lamp Shade']));
  });

  test('the sort sorts', async ({ page }) => {
    await page.goto('/trending');
    const list = page.getByRole('list', { name: 'Trending Now' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=priceLowToHigh/);
    await settled(page, 'Trending Now');
    expect(isSorted(await eachCard(list, cardPrice), 'asc')).toBe(true);
    await sort.selectOption({ label: 'Price: High to Low' });
    await settled(page, 'Trending Now');
    expect(isSorted(await eachCard(list, cardPrice), 'desc')).toBe(true);
    await sort.selectOption({ label: 'Top Rated' });
    await settled(page, 'Trending Now');
    expect(isSorted(await eachCard(list, cardRating), 'desc')).toBe(true);
    await sort.selectOption({ label: 'Trending Now' });
    await expect(page).toHaveURL(/\/trending$/);
  });

  test('the Filters button opens availability and price filters that narrow the list', async ({
    page,
  }) => {
    await page.goto('/new-arrivals');
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('radio', { name: 'In Stock' })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('radio', { name: 'In Stock' }).check();
    await settled(page, 'New Arrivals');
    const list = page.getByRole('list', { name: 'New Arrivals' });
    const stock = await eachCard(list, (card) =>
      card.getByText(/^(In Stock|Out of Stock)$/).textContent(),
    );
    expect(new Set(stock)).toEqual(new Set(['In Stock']));

    await page.getByRole('spinbutton', { name: 'Max (₹)' }).fill('1500');
    await expect(page).toHaveURL(/maxPrice=1500/);
    for (const price of await eachCard(list, cardPrice)) expect(price).toBeLessThanOrEqual(1500);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/new-arrivals$/);
  });

  test('every card shows its cart button and heart without hovering, as the other listings do', async ({
    page,
  }) => {
    for (const [path, list] of [
      ['/bestsellers', 'Bestsellers'],
      ['/trending', 'Trending Now'],
      ['/new-arrivals', 'New Arrivals'],
    ] as const) {
      await page.goto(path);
      await settled(page, list);
      await page.mouse.move(0, 0);
      const card = cards(page.getByRole('list', { name: list })).first();
      const name = await cardName(card);
      await expect(card.getByRole('button', { name: `Save ${name} to wishlist` })).toBeVisible();
      await expect(
        card.getByRole('button', { name: new RegExp(`^(Add to Cart|Out of Stock): `) }),
      ).toHaveText(/Add to Cart|Out of Stock/);
    }
  });

  test('a listing page is accessible', async ({ page }) => {
    await page.goto('/bestsellers');
    await settled(page, 'Bestsellers');
    await expectAccessible(page);
  });
});

test.describe('global search', () => {
  const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search for products' });

  test('the term applies on Search or Enter, not while typing', async ({ page }) => {
    await page.goto('/search');
    await settled(page, 'Search results');
    const before = await eachCard(results(page), cardName);
    await box(page).fill('vase');
    await expect(page).toHaveURL(/\/search$/);
    expect(await eachCard(results(page), cardName)).toEqual(before);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=vase$/);
    await settled(page, 'Search results');
    const vases = await eachCard(results(page), cardName);
    expect(vases.length).toBeGreaterThan(0);
    expect(vases.some((name) => /vase/i.test(name))).toBe(true);

    await box(page).fill('basket');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=basket$/);
  });

  test('@embedded a misspelt term still finds what was meant', async ({ page }) => {
    await page.goto('/search');
    await box(page).fill('bambo lamp');
    await box(page).press('Enter');
    await settled(page, 'Search results');
    const names = await eachCard(results(page), cardName);
    expect(names.some((name) => /bamboo/i.test(name) && /lamp/i.test(name))).toBe(true);
  });

  test('category and sort apply at once; a typed term waits for Search', async ({ page }) => {
    // Every category of the shop list, in its order (the shop's radios end with their counts).
    await page.goto('/product');
    const shopCategories = page.getByRole('group', { name: 'Category' }).getByRole('radio');
    await expect(shopCategories).toHaveCount(12);
    const shopNames = (
      await shopCategories.evaluateAll((radios) =>
        radios.map((radio) => radio.closest('label')?.textContent ?? ''),
      )
    ).map((label) => label.replace(/\s*\(\d+\)$/, ''));
    await page.goto('/search');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option')).toHaveText(shopNames);
    await box(page).fill('not applied yet');
    await category.selectOption({ label: 'Storage Box' });
    await expect(page).toHaveURL(/\/search\?category=storage-box$/);
    await settled(page, 'Search results');
    const categories = await eachCard(results(page), cardCategory);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Storage Box']));

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-high');
    await expect(page).toHaveURL(/\/search\?category=storage-box&sort=price-high$/);
    await settled(page, 'Search results');
    expect(isSorted(await eachCard(results(page), cardPrice), 'desc')).toBe(true);
    await sort.selectOption('price-low');
    await settled(page, 'Search results');
    expect(isSorted(await eachCard(results(page), cardPrice), 'asc')).toBe(true);
    await sort.selectOption('rating');
    await settled(page, 'Search results');
    expect(isSorted(await eachCard(results(page), cardRating), 'desc')).toBe(true);
  });

  test('says so when nothing matches, keeps the search in the URL, and offers popular products and every category', async ({
    page,
  }) => {
    await page.goto('/search?q=zzqxv%20wobblefrotz');
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
    await expect(box(page)).toHaveValue('zzqxv wobblefrotz');
    await expect(cards(page.getByRole('list', { name: 'Popular products' }))).toHaveCount(4);
    const categories = page
      .getByRole('navigation', { name: 'Browse categories' })
      .getByRole('link');
    await expect(categories).toHaveCount(11);
    await categories.getByText('Garden', { exact: true }).click();
    await expect(page).toHaveURL(/\/product\?category=garden$/);
  });

  test('offers the right spelling of a misspelt word, and runs that search', async ({ page }) => {
    await page.goto('/search?q=terracota');
    const suggestion = page.getByRole('link', { name: 'terracotta', exact: true });
    await expect(page.getByText(/^Did you mean/)).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=terracotta$/);
    await expect(box(page)).toHaveValue('terracotta');
    await settled(page, 'Search results');
    await expect(page.getByText(/^Did you mean/)).toBeHidden();
    expect((await eachCard(results(page), cardName)).some((name) => /terracotta/i.test(name))).toBe(
      true,
    );
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/search?q=lamp');
    await settled(page, 'Search results');
    await expectAccessible(page);
  });
});
