import type { Page } from '@playwright/test';
import { latestMailTo, registerShopper } from '../../support/accounts';
import { invitationLinkIn, printedSetupLink, signInAsOwner } from '../../support/admin';
import { expect, test } from '../../support/fixtures';
import { uniqueEmail } from '../../support/unique';

/**
 * The console's ways in: the first owner claims the shop through the link the server printed
 * (before any other console test, see playwright.config.ts), then invites staff.
 */

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' }).first();

test('@first-owner a registered account opens the printed link and becomes the owner', async ({
  page,
}) => {
  const link = await printedSetupLink();
  const owner = await registerShopper(page, {
    name: 'Meera Iyer',
    email: uniqueEmail('first-owner'),
    password: 'terracotta-desk-42',
  });

  // Signed out, the page says what the link does and asks to sign in first.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up the shop’s owner' })).toBeVisible();
  await expect(page.getByText('The link works once')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in comes back to the link.
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(link, { timeout: 10_000 });
  await expect(page.getByText(`You are signed in as ${owner.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Become the owner' }).click();

  // The console opens, with the owner's areas.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();

  // The link has done its work.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('The shop already has an owner.');
  await expect(page.getByRole('button', { name: 'Become the owner' })).toHaveCount(0);
});

test('the owner invites a staff member, who signs up, accepts and works without the owner’s areas', async ({
  page,
  db,
  anotherBrowser,
}) => {
  const owner = await signInAsOwner(page, db);
  const inviteeEmail = uniqueEmail('arjun');

  await page.goto('/admin/staff');
  await page.getByLabel('Email address').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(inviteeEmail) })).toContainText(
    owner.email,
  );

  const link = invitationLinkIn(await latestMailTo(inviteeEmail));

  // The invitee, in a browser of their own, opens the link, signs up with the invited address,
  // signs in and comes back to accept.
  const invitee = await anotherBrowser();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join the shop’s staff' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  await invitee.getByLabel('Full name').fill('Arjun Das');
  await invitee.getByLabel('Email', { exact: true }).fill(inviteeEmail);
  await invitee.getByLabel('Password', { exact: true }).fill('bamboo-lamp-77');
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee).toHaveURL(/\/login$/, { timeout: 10_000 });
  await logIn(invitee, inviteeEmail, 'bamboo-lamp-77');
  await expect(invitee).toHaveURL(link, { timeout: 10_000 });
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();

  await expect(invitee.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = consoleNav(invitee);
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const area of ['Staff', 'Audit log', 'Settings']) {
    await expect(nav.getByRole('link', { name: area })).toHaveCount(0);
  }
  for (const path of ['/admin/staff', '/admin/audit', '/admin/settings']) {
    await invitee.goto(path);
    await expect(
      invitee.getByRole('heading', { name: "Only the shop's owner can open this page" }),
    ).toBeVisible();
  }

  // The owner sees the new staff member, and no invitation waiting for them any more.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Owners and staff' })
      .getByRole('row', { name: new RegExp(inviteeEmail) }),
  ).toContainText('Staff');
  await expect(pending.getByRole('row', { name: new RegExp(inviteeEmail) })).toHaveCount(0);
});
