import { formatInr } from '@terracraft/shared/money';
import {
  BUSINESS,
  ESTIMATED_DELIVERY_DAYS,
  RETURN_POLICY,
  SHIPPING_FEE_PAISE,
  SHIPPING_REGION,
} from '@terracraft/shared/policy';
import { expect, expectAccessible, test } from '../../support/fixtures';

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
