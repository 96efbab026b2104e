import { formatInr } from '@terracraft/shared/money';
import {
  BUSINESS,
  ESTIMATED_DELIVERY_DAYS,
  RETURN_POLICY,
  SHIPPING_FEE_PAISE,
  SHIPPING_REGION,
} from '@terracraft/shared/policy';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNotFoundPage, test } from '../support/fixtures';

const SENT = 'Message sent successfully!';
const FAILED = 'Failed to send message. Please try again.';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillContactForm(
  page: Page,
  message: { name: string; email: string; subject: string; message: string },
) {
  const form = contactForm(page);
  await form.getByLabel('Your Name').fill(message.name);
  await form.getByLabel('Email Address').fill(message.email);
  await form.getByLabel('Subject').fill(message.subject);
  await form.getByLabel('Message').fill(message.message);
}

test.describe('contact page', () => {
  test('sends a message: success message, form cleared, message stored', async ({ page, db }) => {
    const email = `shopper-${Date.now()}@example.in`;
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact Us/);
    await fillContactForm(page, {
      name: 'Kavya Nair',
      email,
      subject: 'Bulk order of bamboo lamps',
      message: 'Could you send 20 bamboo lamps to our café in Kochi?',
    });
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form.getByRole('alert')).toHaveText('');
    for (const label of ['Your Name', 'Email Address', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    const { rows } = await db.query(
      'SELECT name, email, subject, message FROM contact_messages WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Kavya Nair',
        email,
        subject: 'Bulk order of bamboo lamps',
        message: 'Could you send 20 bamboo lamps to our café in Kochi?',
      },
    ]);
  });

  test('a failed send says so and keeps what was written', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } },
      }),
    );
    await page.goto('/contact');
    await fillContactForm(page, {
      name: 'Arjun',
      email: 'arjun@example.in',
      subject: 'Order',
      message: 'Where is my parcel?',
    });
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('alert')).toHaveText(FAILED);
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByLabel('Message')).toHaveValue('Where is my parcel?');
    await expect(form.getByLabel('Email Address')).toHaveValue('arjun@example.in');
  });

  test('a bad email and an empty message get field messages, and nothing is sent', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted++;
    });
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Email Address').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const email = form.getByLabel('Email Address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Write a message');
    await expect(email).toBeFocused();
    await expectAccessible(page);

    await email.fill('asha@example.in');
    await expect(email).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(0);
  });

  test('shows how to reach the shop, a map served by the shop and the social links', async ({
    page,
    baseURL,
  }) => {
    const shop = new URL(baseURL!).origin;
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== shop) outside.push(request.url());
    });
    await page.goto('/contact');
    const main = page.getByRole('main');

    const call = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Call Us' }) });
    await expect(call.getByRole('link', { name: BUSINESS.tollFree })).toHaveAttribute(
      'href',
      BUSINESS.tollFreeHref,
    );
    await expect(call).toContainText('Mon-Fri 9am-6pm IST');
    const mail = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Email Us' }) });
    await expect(mail.getByRole('link', { name: BUSINESS.email })).toHaveAttribute(
      'href',
      BUSINESS.emailHref,
    );
    await expect(mail).toContainText('24/7 support');
    const visit = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Visit Us' }) });
    await expect(visit).toContainText(`${BUSINESS.address.city}, ${BUSINESS.address.state}`);
    const hours = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Working Hours' }) });
    await expect(hours).toContainText('Mon-Fri: 9am-6pm');
    await expect(hours).toContainText('Sat: 10am-4pm');

    await expect(main.getByRole('img', { name: /Map of central Ranchi/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Open in a map/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/.*mlat=23\.3441/,
    );
    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(main.getByRole('link', { name: `TerraCraft on ${name}` })).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    await expectAccessible(page);
  });

  test('the FAQ questions open and close', async ({ page }) => {
    await page.goto('/contact');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    const questions = faq.locator('details');
    await expect(questions).toHaveCount(3);

    const answers = [
      ['How can I track my order?', /My Orders/],
      ['What is your return policy?', RETURN_POLICY],
      ['Do you ship internationally?', SHIPPING_REGION],
    ] as const;
    for (const [question, answer] of answers) {
      const item = questions.filter({ hasText: question });
      const text = item.locator('p');
      await expect(text).toBeHidden();
      await item.getByText(question).click();
      await expect(text).toBeVisible();
      await expect(text).toContainText(answer);
      await expectAccessible(page);
      await item.getByText(question).click();
      await expect(text).toBeHidden();
    }
    const tracking = questions.filter({ hasText: 'How can I track my order?' });
    await tracking.getByText('How can I track my order?').click();
    await expect(tracking.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  test('the footer FAQ link lands at the FAQ, below the header', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    const heading = page.getByRole('heading', { name: 'Frequently Asked Questions' });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

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

test.describe('about page', () => {
  test('tells the story in its sections, with the numbers, bars and contact links', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our Story',
      'Our Mission',
      'Our Values',
      'Who We Are',
      'Our Mission in Numbers',
      'Our Vision',
      'Our Products',
      'Get in Touch',
      'Made by Hand, Chosen by You',
    ]);

    const numbers = page.locator('#our-impact');
    // Products and categories as the catalogue holds them.
    const categories = (await (await page.request.get('/api/categories')).json()).items.filter(
      (category: { productCount: number }) => category.productCount > 0,
    );
    const products = categories.reduce(
      (sum: number, category: { productCount: number }) => sum + category.productCount,
      0,
    );
    for (const [value, label] of [
      ['500+', 'Artisans'],
      [String(products), 'Products'],
      [String(categories.length), 'Categories'],
      ['10K+', 'Happy Customers'],
      [String(BUSINESS.founded), 'Founded'],
    ]) {
      // The whole figure: "11" categories must not match "112" products.
      const exactly = new RegExp(`^${String(value).replace(/[+]/g, '\\+')}$`);
      await expect(numbers.getByRole('definition').filter({ hasText: exactly })).toBeVisible();
      await expect(numbers.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    for (const [name, value] of [
      ['Artisan Empowerment', '85'],
      ['Sustainable Materials', '90'],
      ['Community Development', '75'],
    ] as const) {
      const bar = page.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', value);
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
    }

    const touch = page.locator('#get-in-touch');
    await expect(touch.getByRole('link', { name: BUSINESS.email })).toHaveAttribute(
      'href',
      BUSINESS.emailHref,
    );
    await expect(touch.getByRole('link', { name: BUSINESS.tollFree })).toHaveAttribute(
      'href',
      BUSINESS.tollFreeHref,
    );
    await expect(page.locator('#our-story')).toContainText(`began in ${BUSINESS.founded}`);
    await expectAccessible(page);
  });
});

test.describe('policy pages', () => {
  test('the privacy policy: its date, the data protection officer and Indian law', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: 24 November 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data Protection Officer' })).toBeVisible();
    await expect(page.getByRole('link', { name: BUSINESS.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${BUSINESS.privacyEmail}`,
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('Information Technology Act, 2000');
    await expect(main).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(main).toContainText('laws of India');
    await expect(page.getByRole('heading', { name: 'Cookies and Local Storage' })).toBeVisible();
    await expect(main).toContainText('Razorpay');
    await expectAccessible(page);
  });

  test('the terms: rupees, the one return policy and the shipping fee', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page).toHaveTitle(/Terms & Conditions/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Indian rupees (₹, INR)');
    await expect(main).toContainText(`flat shipping fee of ${formatInr(SHIPPING_FEE_PAISE)}`);
    await expect(main).toContainText(RETURN_POLICY);
    await expect(main).not.toContainText('USD');
    await expect(main).not.toContainText(/\$|30[- ]day/);
    await expectAccessible(page);
  });

  test('shipping and returns: ₹59 shipping, delivery time, region and 7-day self-service returns', async ({
    page,
  }) => {
    await page.goto('/shipping-and-returns');
    await expect(page).toHaveTitle(/Shipping & Returns/);
    const main = page.getByRole('main');
    expect(formatInr(SHIPPING_FEE_PAISE)).toBe('₹59.00');
    await expect(main).toContainText(`flat fee of ${formatInr(SHIPPING_FEE_PAISE)}`);
    await expect(main).toContainText(`within ${ESTIMATED_DELIVERY_DAYS} days`);
    await expect(main).toContainText(SHIPPING_REGION);
    await expect(main).toContainText(RETURN_POLICY);
    await expect(main).toContainText('7-day returns');
    await expect(main).not.toContainText(/\$|USD|30[- ]day/);
    // Returns are asked for in My Orders, with photos in the form, not by mail or phone.
    const steps = main.getByRole('list').filter({ hasText: 'Return items' });
    await expect(steps.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(steps).toContainText('up to 3 photos');
    await expect(steps).toContainText('a UPI ID, or a bank account number with its IFSC');
    await expect(main).not.toContainText(
      /photograph|Write to .* with your order number and the item/,
    );
    await expectAccessible(page);
  });
});
