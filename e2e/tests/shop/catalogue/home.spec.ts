import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { RETURN_POLICY } from '@terracraft/shared/policy';
import { expect, expectAccessible, test } from '../../../support/fixtures';
import { afterEntrance, cards, collectionList } from '../../../support/catalogue';

const SLIDES = [
  ['Authentic Handicrafts for Every Home', 'Shop Now'],
  ['Beautiful Crafts from Local Artisans', 'Explore Now'],
  ['Handmade Gifts for Every Occasion', 'Gift Now'],
] as const;

test('the home page shows its sections in the order of the spec', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('TerraCraft | Handmade, eco-friendly crafts by Indian artisans');
  const names = () =>
    // The page's own sections, not any inside them (the closing ones share one element).
    page.locator('main section:not(section section)').evaluateAll((sections) =>
      sections.map((section) => {
        const labelledBy = section.getAttribute('aria-labelledby');
        return labelledBy
          ? document.getElementById(labelledBy)?.textContent?.trim()
          : section.getAttribute('aria-label');
      }),
    );
  // The closing sections arrive in their own chunk, just after the rest.
  await expect
    .poll(names)
    .toEqual([
      'Featured collections',
      'Why TerraCraft',
      'Shop by Collection',
      'Our Products',
      'Our promises',
      'More Products',
      'Discover more',
      'Words we work by',
      'Glimpses',
      'Customer Stories',
      'The TerraCraft Approach',
    ]);
});

test.describe('image slider', () => {
  test('three slides with their buttons to /shop, arrows and dots that wrap around', async ({
    page,
  }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured collections' });
    for (const [index, [title, button]] of SLIDES.entries()) {
      await slider.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
      await expect(slider.getByRole('heading', { name: title })).toBeVisible();
      await expect(slider.getByRole('link', { name: button })).toHaveAttribute('href', '/shop');
      await expect(
        slider.getByRole('button', { name: `Go to slide ${index + 1}` }),
      ).toHaveAttribute('aria-current', 'true');
    }
    // On the last slide, Next goes back to the first, and Previous from the first to the last.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slider.getByRole('heading', { name: SLIDES[2][0] })).toBeVisible();
    await slider.getByRole('link', { name: 'Gift Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('moves on every 4 seconds, wraps around, and waits while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Featured collections' });
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();
    // Stop the clock, then choose the first slide again (without moving the mouse over the
    // slider) so the 4 s wait starts now.
    await page.clock.pauseAt(Date.now() + 60_000);
    await slider.getByRole('button', { name: 'Go to slide 2' }).dispatchEvent('click');
    await slider.getByRole('button', { name: 'Go to slide 1' }).dispatchEvent('click');
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();
    await page.clock.runFor(3900);
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();
    await page.clock.runFor(200);
    await expect(slider.getByRole('heading', { name: SLIDES[1][0] })).toBeVisible();
    await page.clock.runFor(4000);
    await expect(slider.getByRole('heading', { name: SLIDES[2][0] })).toBeVisible();
    await page.clock.runFor(4000);
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();

    await slider.hover();
    await page.clock.runFor(9000);
    await expect(slider.getByRole('heading', { name: SLIDES[0][0] })).toBeVisible();
    await page.mouse.move(5, 890);
    await page.clock.runFor(4000);
    await expect(slider.getByRole('heading', { name: SLIDES[1][0] })).toBeVisible();
  });
});

test('the collection carousel has the six collections, each linking to its page', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Collections', exact: true });
  await expect(carousel.getByRole('link')).toHaveCount(COLLECTIONS.length);
  for (const collection of COLLECTIONS) {
    await expect(carousel.getByRole('link', { name: collection.name })).toHaveAttribute(
      'href',
      collection.path,
    );
  }
  await carousel.getByRole('link', { name: 'Laundry Bin' }).click();
  await expect(page).toHaveURL(/\/product\/laundry\/bin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laundry Bin Collection');
});

test('the collection carousel shows five tiles on a wide screen, two on a phone, and moves by itself', async ({
  page,
}) => {
  const tilesPerView = async () => {
    const carousel = page.getByRole('region', { name: 'Collections', exact: true });
    const tile = (await carousel.getByRole('link').first().boundingBox())!;
    const region = (await carousel.boundingBox())!;
    // Tiles are 20 px apart.
    return Math.round((region.width + 20) / (tile.width + 20));
  };
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Collections', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(tilesPerView).toBe(5);
  const track = carousel.getByRole('list');
  const position = () => track.evaluate((list) => getComputedStyle(list).transform);
  await expect.poll(position).not.toBe('none');
  const start = await position();
  await expect.poll(position, { timeout: 6000 }).not.toBe(start);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(tilesPerView).toBe(2);
});

test('Our Products shows the five featured products with badge, cart, heart and link', async ({
  page,
}) => {
  const featured = await collectionList(page, 'featured');
  expect(featured).toHaveLength(5);
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Our Products' });
  await expect(cards(grid)).toHaveCount(5);
  for (const [index, product] of featured.entries()) {
    const card = cards(grid).nth(index);
    await expect(card.getByRole('heading')).toHaveText(product.name);
    if (product.discountPercent > 0) {
      await expect(card.getByText(`${product.discountPercent}% OFF`)).toBeVisible();
    }
    await expect(card.getByRole('button', { name: `Add to Cart: ${product.name}` })).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Save ${product.name} to wishlist` }),
    ).toBeVisible();
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/product/${product.id}`);
  }
  const picture = cards(grid).first().getByRole('img').first();
  await afterEntrance(picture);
  await picture.click();
  await expect(page).toHaveURL(new RegExp(`/product/${featured[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured[0]!.name);
});

test('the benefits strip states the one return policy', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Our promises' });
  for (const title of [
    'Flat ₹59.00 Shipping',
    'Secure Payment',
    'Authentic Handmade',
    '7-Day Returns',
  ]) {
    await expect(strip.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(strip).toContainText(RETURN_POLICY);
  await expect(strip).not.toContainText('30 days');
});

test('More Products scrolls 300 px a step, offers the cart only in stock, and leads on', async ({
  page,
}) => {
  const more = await collectionList(page, 'more');
  expect(more).toHaveLength(10);
  const soldOut = more.filter((product) => !product.inStock);
  expect(soldOut.map((product) => product.name)).toEqual([expect.stringMatching(/wall hanging/i)]);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'More Products' });
  const scroller = section.getByRole('list', { name: 'More Products' });
  await expect(cards(scroller)).toHaveCount(10);
  const soldOutCard = cards(scroller).filter({ hasText: soldOut[0]!.name });
  await expect(soldOutCard.getByText('Out of Stock')).toBeVisible();
  await expect(soldOutCard.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  for (const product of more.filter((item) => item.inStock)) {
    await expect(
      cards(scroller)
        .filter({ hasText: product.name })
        .getByRole('button', { name: `Add to Cart: ${product.name}` }),
    ).toBeEnabled();
  }

  const scrollLeft = () => scroller.evaluate((element) => Math.round(element.scrollLeft));
  expect(await scrollLeft()).toBe(0);
  await section.getByRole('button', { name: 'Scroll right' }).click();
  await expect.poll(scrollLeft).toBe(300);
  await section.getByRole('button', { name: 'Scroll right' }).click();
  await expect.poll(scrollLeft).toBe(600);
  await section.getByRole('button', { name: 'Scroll left' }).click();
  await expect.poll(scrollLeft).toBe(300);

  await section.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test('the three large cards lead to Trending, New Arrivals and Bestsellers', async ({ page }) => {
  for (const [title, path] of [
    ['Trending Now', '/trending'],
    ['New Arrivals', '/new-arrivals'],
    ['Bestsellers', '/bestsellers'],
  ] as const) {
    await page.goto('/');
    const cardsSection = page.getByRole('region', { name: 'Discover more' });
    await cardsSection.getByRole('link', { name: `Shop Now: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the quote slider has three quotes with dots, and wraps around', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const quotes = page.getByRole('region', { name: 'Words we work by' });
  const visibleQuote = () => quotes.getByRole('group');
  // A carousel starts once it comes near the screen: the shopper has scrolled down to it.
  await quotes.scrollIntoViewIfNeeded();
  await expect(visibleQuote()).toHaveAccessibleName('1 of 3');
  await page.clock.pauseAt(Date.now() + 60_000);
  await quotes.getByRole('button', { name: 'Show quote 3' }).dispatchEvent('click');
  await expect(visibleQuote()).toHaveAccessibleName('3 of 3');
  await expect(quotes.getByRole('button', { name: 'Show quote 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.clock.runFor(6100);
  await expect(visibleQuote()).toHaveAccessibleName('1 of 3');
  await quotes.getByRole('button', { name: 'Show quote 2' }).click();
  await expect(visibleQuote()).toHaveAccessibleName('2 of 3');
  // Sliding from one quote to the next takes 0.5 s.
  await expect(quotes.locator('div').first()).toHaveCSS('transition-duration', '0.5s');
});

test('the Glimpses gallery shows eight pictures and its links lead to real pages', async ({
  page,
}) => {
  await page.goto('/');
  const gallery = page.getByRole('region', { name: 'Glimpses' });
  await expect(gallery.getByRole('img')).toHaveCount(8);
  await gallery.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Glimpses' })
    .getByRole('link', { name: 'Learn More' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Customer Stories pages through five testimonials three at a time, both ways round', async ({
  page,
}) => {
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Customer Stories' });
  const names = () =>
    stories.getByRole('figure').locator('figcaption span:first-child').allInnerTexts();
  const firstPage = ['Ananya Iyer', 'Rohit Malhotra', 'Fatima Sheikh'];
  const secondPage = ['Karthik Reddy', 'Priya Nair'];
  await stories.scrollIntoViewIfNeeded();
  await expect.poll(names).toEqual(firstPage);
  await stories.getByRole('button', { name: 'Next stories' }).click();
  await expect.poll(names).toEqual(secondPage);
  await stories.getByRole('button', { name: 'Next stories' }).click();
  await expect.poll(names).toEqual(firstPage);
  await stories.getByRole('button', { name: 'Previous stories' }).click();
  await expect.poll(names).toEqual(secondPage);
});

test('the home page has no serious accessibility problems', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(cards(page.getByRole('list', { name: 'Our Products' }))).toHaveCount(5);
  await expect(cards(page.getByRole('list', { name: 'More Products' }))).toHaveCount(10);
  await expectAccessible(page);
});
