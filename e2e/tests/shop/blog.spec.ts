import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNotFoundPage, test } from '../../support/fixtures';

test.describe('blog', () => {
  const cards = (page: Page) => page.getByRole('main').getByRole('article');
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

  test('shows the three posts with every field, each leading to its post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);

    const bamboo = cards(page).filter({ hasText: 'The Art of Bamboo Weaving in Jharkhand' });
    await expect(bamboo.getByRole('img')).toHaveAccessibleName(/weaver’s hands/);
    await expect(bamboo).toContainText('Artisan Stories');
    await expect(bamboo.locator('time')).toHaveText('12 March 2024');
    await expect(bamboo).toContainText('5 min read');
    await expect(bamboo).toContainText('128 likes');
    await expect(bamboo).toContainText('14 comments');
    await expect(bamboo).toContainText('Meet the weavers of the Chota Nagpur plateau');
    await expect(bamboo.getByRole('list', { name: 'Tags' })).toContainText('#weaving');
    await expect(
      bamboo.getByRole('link', { name: 'The Art of Bamboo Weaving in Jharkhand' }),
    ).toHaveAttribute('href', '/blog/art-of-bamboo-weaving-in-jharkhand');

    // Newest first
    await expect(cards(page).getByRole('heading')).toHaveText([
      'The Art of Bamboo Weaving in Jharkhand',
      'Styling Your Home with Terracotta',
      'Sustainable Living with Jute: A Beginner’s Guide',
    ]);
    await expect(
      page.getByRole('main').getByRole('form', { name: 'Blog newsletter' }).getByRole('button', {
        name: 'Subscribe',
      }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('search filters as you type, ignoring case, on the title and on the excerpt', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(3);

    // A word of one title only
    await search(page).pressSequentially('TERRACOTTA');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Styling Your Home with Terracotta');

    // Words only in an excerpt
    await search(page).fill('kindest FIBRES');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Sustainable Living with Jute');

    await search(page).fill('no such craft');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show all posts' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(search(page)).toHaveValue('');
  });

  test('category chips filter, one pressed at a time, and survive a reload', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveText([
      'All Posts',
      'Handicrafts',
      'Home Decor',
      'Sustainable Living',
      'Artisan Stories',
      'DIY Projects',
    ]);
    const chip = (name: string) => chips.filter({ hasText: name });
    await expect(chip('All Posts')).toHaveAttribute('aria-pressed', 'true');

    await chip('Home Decor').click();
    await expect(chip('Home Decor')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip('All Posts')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Styling Your Home with Terracotta');

    await chip('Sustainable Living').click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Sustainable Living with Jute');
    await search(page).fill('terracotta');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No articles match your search.')).toBeVisible();

    await search(page).fill('');
    await chip('DIY Projects').click();
    await expect(page.getByText('No articles match your search.')).toBeVisible();

    await chip('Artisan Stories').click();
    await expect(page).toHaveURL(/category=Artisan\+Stories/);
    await page.reload();
    await expect(chip('Artisan Stories')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);

    await chip('All Posts').click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post opens with its full text, and leads back to the blog', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Styling Your Home with Terracotta' }).click();
    await expect(page).toHaveURL(/\/blog\/styling-your-home-with-terracotta$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Styling Your Home with Terracotta' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Styling Your Home with Terracotta/);
    const article = page.getByRole('article');
    await expect(article).toContainText('By Rohan Verma');
    await expect(article).toContainText('26 February 2024');
    await expect(article).toContainText('4 min read');
    await expect(article).toContainText('Home Decor');
    await expect(article).toContainText('Start small: a cluster of three vases');
    await expect(article.getByRole('list', { name: 'Tags' })).toContainText('#vases');
    await expectAccessible(page);

    await article.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(3);
  });

  test('a post’s text is shown as text, never run as HTML', async ({ page }) => {
    await page.route('**/api/blog/posts/markup-test', (route) =>
      route.fulfill({
        json: {
          slug: 'markup-test',
          title: 'Markup <b>test</b>',
          excerpt: 'Excerpt',
          category: 'Handicrafts',
          imageUrl: '/media/blog/markup-test',
          imageAlt: 'Nothing',
          publishedAt: '2024-03-01',
          readTimeMinutes: 1,
          likes: 0,
          comments: 0,
          tags: [],
          author: 'Tester',
          body: ['<img src=x onerror="document.title=\'hacked\'"> plain'],
        },
      }),
    );
    await page.goto('/blog/markup-test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markup <b>test</b>');
    await expect(
      page.getByText('<img src=x onerror="document.title=\'hacked\'"> plain'),
    ).toBeVisible();
    await expect(page.locator('article img[src="x"]')).toHaveCount(0);
    await expect(page).not.toHaveTitle('hacked');
  });

  test('when the posts cannot be loaded it says so, and Try again loads them', async ({ page }) => {
    await page.route('**/api/blog/posts', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'UNAVAILABLE', message: 'The shop is busy. Please try again.' } },
      }),
    );
    // Reached from inside the shop, so the browser asks for them (the blog opened directly
    // arrives with its posts, rendered by the server).
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'BLOG' }).first().click();
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('The blog could not be loaded.', { timeout: 10_000 });
    await expect(problem).toContainText('The shop is busy. Please try again.');
    await page.unroute('**/api/blog/posts');
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(3);
  });

  test('an unknown post shows the 404 page', async ({ page }) => {
    await expectNotFoundPage(page, '/blog/no-such-post');
  });
});
