import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { latestMailTo, registerShopper } from '../../../support/accounts';
import { expect, expectAccessible, test } from '../../../support/fixtures';

const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a shopper changes name, password and email, turns on two-factor sign-in and signs in with a code', async ({
  page,
}) => {
  // One journey through the four parts of the account page and a sign-in.
  test.setTimeout(90_000);
  const shopper = await registerShopper(page, {
    name: 'Ananya Das',
    email: uniqueEmail('ananya'),
    password: 'clay-teapot-58',
  });
  await logIn(page, shopper.email, shopper.password);
  await expect(page.getByText('✅ Login successful! Redirecting...')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'MY ACCOUNT' }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);

  // Profile: a number that is not an Indian mobile is refused; name and mobile are saved.
  const profile = section(page, 'Profile');
  await profile.getByLabel('Full name').fill('Ananya Das Gupta');
  await profile.getByLabel('Mobile number').fill('12345');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
  await profile.getByLabel('Mobile number').fill('+91 98765 43210');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Profile').getByLabel('Full name')).toHaveValue('Ananya Das Gupta');
  await expect(section(page, 'Profile').getByLabel('Mobile number')).toHaveValue('9876543210');

  // Password: the current one must match; then it changes.
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('jute-lantern-91');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText(
      'The password you entered is not your current password. Nothing was changed.',
    ),
  ).toBeVisible();
  await password.getByLabel('Current password').fill(shopper.password);
  await password.getByLabel('New password').fill('jute-lantern-91');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/Your password has been changed/)).toBeVisible();

  // Email: confirmed through the link mailed to the new address.
  const newEmail = uniqueEmail('ananya-new');
  const email = section(page, 'Email');
  await email.getByLabel('New email').fill(newEmail);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(/We have sent a link to the new address/)).toBeVisible();
  const mail = await latestMailTo(newEmail);
  expect(mail).toContain('Subject: Confirm your new TerraCraft email address');
  const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account\?email-changed=1$/);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(section(page, 'Email').getByText(`Current email: ${newEmail}`)).toBeVisible();

  // Two-factor sign-in: the password, then a first code from the app.
  const twoFactor = section(page, 'Two-factor sign-in');
  await expect(twoFactor.getByTestId('two-factor-status')).toHaveText('off');
  await twoFactor.getByLabel('Your password').fill('jute-lantern-91');
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expect(
    twoFactor.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  const secret = (await twoFactor.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  // The authenticator app, given the key by hand.
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  await twoFactor
    .getByLabel('6-digit code from the app')
    .fill('000000' === authenticator.generate() ? '111111' : '000000');
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText(/That code is not correct/)).toBeVisible();
  await twoFactor.getByLabel('6-digit code from the app').fill(authenticator.generate());
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText(/Two-factor sign-in is on\. Sign-in will ask/)).toBeVisible();
  await expect(twoFactor.getByTestId('two-factor-status')).toHaveText('on');
  await expectAccessible(page);

  // Signing in now asks for a code after the password.
  await page.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).first().click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'LOGIN / REGISTER' }).first(),
  ).toBeVisible();
  await logIn(page, newEmail, 'jute-lantern-91');
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectAccessible(page);
  await code.fill(authenticator.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('✅ Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await page.getByRole('banner').getByRole('link', { name: 'MY ACCOUNT' }).first().click();
  await expect(section(page, 'Profile').getByLabel('Full name')).toHaveValue('Ananya Das Gupta');
});
