import { BUSINESS, RETURN_POLICY, SHIPPING_REGION } from '@terracraft/shared/policy';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../support/fixtures';

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
