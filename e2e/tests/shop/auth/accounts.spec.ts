import type { Page } from '@playwright/test';
import { latestMailTo, registerShopper } from '../../../support/accounts';
import { expect, expectAccessible, test } from '../../../support/fixtures';

const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/** A second tab of the same browser, with the route loader shortened like the first. */
async function openSecondTab(page: Page) {
  const tab = await page.context().newPage();
  await tab.addInitScript(() => {
    (window as unknown as { __TERRACRAFT_TEST__: object }).__TERRACRAFT_TEST__ = { loaderMs: 0 };
  });
  return tab;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('registration and login', () => {
  test('@embedded a new shopper registers, is sent to login after 2 s, signs in and lands home', async ({
    page,
    db,
  }) => {
    const email = uniqueEmail('ananya');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'LOGIN / REGISTER' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(page).toHaveTitle(/Create Your Account/);

    await page.getByLabel('Full name').fill('Ananya Das');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('handmade-vase-9');
    // The page's clock stands still until the test moves it, however slow the machine is.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Register' }).click();

    const success = page.getByText('✅ Registration successful! Redirecting to login...');
    await expect(success).toBeVisible();
    await expect(success).toHaveClass(/bg-green/);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.clock.runFor(1900);
    await expect(page).toHaveURL(/\/signup$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.resume();
    await expect(page.getByText('✅ Registration successful!')).toHaveCount(0);
    // Registering does not sign in: the shopper signs in next.
    await expect(page.getByRole('link', { name: 'LOGIN / REGISTER' }).first()).toBeAttached();

    const { rows } = await db.query('SELECT name FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ name: 'Ananya Das' }]);

    await logIn(page, email, 'handmade-vase-9');
    await expect(page.getByText('✅ Login successful! Redirecting...')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });

  test('registration failures speak the shop’s words, in red', async ({ page }) => {
    const existing = await registerShopper(page);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(existing.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Register' }).click();
    const refusal = page.getByRole('alert').getByText('❌ User already registered. Please login.');
    await expect(refusal).toBeVisible();
    await expect(refusal).toHaveClass(/bg-red/);
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('seven77');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.route('**/api/auth/sign-up/email', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Password', { exact: true }).fill('long enough now');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page
        .getByRole('alert')
        .getByText(
          '❌ Something went wrong: Could not reach the shop. Check your connection and try again.',
        ),
    ).toBeVisible();
  });

  test('login failures show the service’s message, or what went wrong', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Register here' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await logIn(page, shopper.email, 'not-my-password');
    await expect(page.getByRole('alert').getByText('❌ Invalid email or password.')).toBeVisible();

    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await logIn(page, shopper.email, shopper.password);
    await expect(
      page.getByRole('alert').getByText(/^❌ Something went wrong: Could not reach the shop/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the second sign-up form checks the password confirmation', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Rohan');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('rohan'));
    await page.getByLabel('Password', { exact: true }).fill('bamboo-lamp-1');
    await page.getByLabel('Confirm Password').fill('bamboo-lamp-2');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    // Without OAuth keys the shop offers no other sign-up.
    await expect(page.getByRole('button', { name: /Sign up with/ })).toHaveCount(0);

    await page.getByLabel('Confirm Password').fill('bamboo-lamp-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('✅ Registration successful! Redirecting to login...'),
    ).toBeVisible();
  });

  test('login, sign-up and register pages have no serious accessibility violations', async ({
    page,
  }) => {
    for (const path of ['/login', '/signup', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test.describe('sessions', () => {
  test('a protected page sends a visitor to login and back to it after signing in', async ({
    page,
  }) => {
    const shopper = await registerShopper(page);
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, shopper.email, shopper.password);
    await expect(page.getByText('✅ Login successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/orders$/, { timeout: 5000 });

    // The saved path is used once: the next sign-in goes home.
    await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await logIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });

  test('the checkout and order-complete pages are protected too', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.goto('/order-complete');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
      '/order-complete',
    );
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 5000 });
  });

  test('signing in and out in one tab shows in the other; the page never holds a token', async ({
    page,
  }) => {
    const shopper = await registerShopper(page);
    // Every answer the shop gives these tabs, to look for the session token in.
    const answers: Promise<{ path: string; text: string }>[] = [];
    const record = (tab: Page) =>
      tab.on('response', (response) => {
        const { pathname: path } = new URL(response.url());
        if (path.startsWith('/api/')) {
          answers.push(
            response.text().then(
              (text) => ({ path, text }),
              () => ({ path, text: '' }),
            ),
          );
        }
      });
    record(page);
    await page.goto('/login');
    const other = await openSecondTab(page);
    record(other);
    await other.goto('/about');
    const otherHeader = other.getByRole('banner');
    await expect(otherHeader.getByRole('link', { name: 'LOGIN / REGISTER' })).toBeVisible();

    await logIn(page, shopper.email, shopper.password);
    await expect(otherHeader.getByRole('button', { name: 'LOGOUT' })).toBeVisible();

    // Reloading keeps the shopper signed in; scripts see the public record only.
    await other.reload();
    await expect(otherHeader.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    const sessionCookie = (await page.context().cookies()).find((cookie) =>
      cookie.name.endsWith('session_token'),
    );
    expect(sessionCookie?.httpOnly).toBe(true);
    const token = decodeURIComponent(sessionCookie!.value).split('.')[0]!;
    const seen = await other.evaluate(async () => ({
      cookies: document.cookie,
      storage: Object.fromEntries(Object.entries(localStorage)),
      session: await (await fetch('/api/auth/get-session')).text(),
      me: await (await fetch('/api/me')).text(),
    }));
    expect(seen.cookies).toBe('');
    expect(JSON.parse(seen.storage.user!)).toEqual({
      id: expect.any(String),
      name: shopper.name,
      email: shopper.email,
    });
    expect(JSON.parse(seen.session)).toMatchObject({ user: { email: shopper.email } });
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(seen.session).not.toMatch(/token/i);
    const received = await Promise.all(answers);
    const accountAnswers = received.filter(({ path }) => /^\/api\/(auth|me)/.test(path));
    expect(accountAnswers.map(({ path }) => path)).toContain('/api/auth/sign-in/email');
    for (const { path, text } of received) expect(text, path).not.toContain(token);
    for (const { path, text } of accountAnswers) expect(text, path).not.toMatch(/token/i);

    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(otherHeader.getByRole('link', { name: 'LOGIN / REGISTER' })).toBeVisible();
    expect((await other.request.get('/api/me')).status()).toBe(401);
  });
});

test('a forgotten password is reset through the link mailed to the outbox', async ({ page }) => {
  const shopper = await registerShopper(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText(/If an account exists for that email address, we have sent it a link/),
  ).toBeVisible();

  const mail = await latestMailTo(shopper.email);
  expect(mail).toContain('Subject: Reset your TerraCraft password');
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('terracotta-rain-31');
  await page.getByLabel('Confirm New Password').fill('terracotta-rain-13');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('terracotta-rain-31');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('✅ Your password has been changed. Redirecting to login...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, shopper.email, shopper.password);
  await expect(page.getByText('❌ Invalid email or password.')).toBeVisible();
  await logIn(page, shopper.email, 'terracotta-rain-31');
  await expect(page.getByText('✅ Login successful! Redirecting...')).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('another-new-one');
  await page.getByLabel('Confirm New Password').fill('another-new-one');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText(
      '❌ This password reset link has expired or has already been used. Please ask for a new one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
