import type { Page } from '@playwright/test';
import type { AdminSettings } from '@terracraft/shared/settings';
import { latestMailTo, registerShopper } from '../support/accounts';
import { invitationLinkIn, printedSetupLink, signInAsOwner } from '../support/admin';
import { expect, test } from '../support/fixtures';

/**
 * The console's ways in, and its owner's areas: the first owner claims the shop through the link
 * the server printed, invites staff, changes the business details, reads the audit log and the
 * dashboard.
 */

const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

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

// Both change the business details: one after the other, so that neither reads a stale value.
test.describe('the business details', () => {
  test.describe.configure({ mode: 'default' });

  test('the owner changes the business phone in Settings and the shop’s footer shows it', async ({
    page,
    db,
  }) => {
    await signInAsOwner(page, db);
    const before = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
    try {
      await page.goto('/admin/settings');
      const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
      await expect(phone).toHaveValue(before.business.value.phone);
      await phone.fill('1800-555-0199');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('The business details are saved.')).toBeVisible();

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '1800-555-0199' })).toHaveAttribute(
        'href',
        'tel:+9118005550199',
      );
    } finally {
      // Other tests read the shop's usual number.
      const now = (await (await page.request.get('/api/admin/settings')).json()) as AdminSettings;
      await page.request.put('/api/admin/settings', {
        data: { key: 'business', value: before.business.value, updatedAt: now.business.updatedAt },
        headers: { origin: process.env.E2E_BASE_URL! },
      });
    }
  });

  test('the owner reads the audit log: the invitation and the settings change, who, before and after', async ({
    page,
    db,
  }) => {
    const owner = await signInAsOwner(page, db);
    const origin = { origin: process.env.E2E_BASE_URL! };
    const invited = uniqueEmail('kavya');
    expect(
      (
        await page.request.post('/api/admin/invitations', {
          data: { email: invited },
          headers: origin,
        })
      ).ok(),
    ).toBe(true);
    const settings = (await (
      await page.request.get('/api/admin/settings')
    ).json()) as AdminSettings;
    const legalName = settings.business.value.legalName;
    const saved = await page.request.put('/api/admin/settings', {
      data: {
        key: 'business',
        value: { ...settings.business.value, legalName: 'TerraCraft Crafts LLP' },
        updatedAt: settings.business.updatedAt,
      },
      headers: origin,
    });
    expect(saved.ok()).toBe(true);
    // Back as it was, which is one more change in the log.
    await page.request.put('/api/admin/settings', {
      data: {
        key: 'business',
        value: settings.business.value,
        updatedAt: ((await saved.json()) as AdminSettings).business.updatedAt,
      },
      headers: origin,
    });

    await page.goto('/admin/audit');
    await page.getByLabel('Who').fill(owner.email);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const log = page.getByRole('table', { name: 'Audit log' });
    // Newest first: the settings put back, the change, then the invitation.
    const rows = log.locator(':scope > tbody > tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('staff.invite');
    await expect(rows.nth(2)).toContainText(owner.email);
    await expect(rows.nth(2)).toContainText(invited);

    const change = rows.nth(1);
    await expect(change).toContainText('settings.update');
    await expect(change).toContainText(owner.email);
    await expect(change).toContainText('Owner');
    // Fields read as words; the stored name and values are there on demand.
    const field = change.getByRole('row', { name: /^Legal name/ });
    await expect(field.getByRole('cell').nth(0)).toHaveText(legalName);
    await expect(field.getByRole('cell').nth(1)).toHaveText('TerraCraft Crafts LLP');
    await field.getByText('Stored value').click();
    await expect(field.getByRole('rowheader')).toContainText('legalName');

    // Filtering by what was changed keeps the settings' entries only.
    await page.getByLabel('What').selectOption('settings');
    await expect(rows).toHaveCount(2);
  });
});

test('the dashboard shows the figures and the sales chart; the shop loads none of it', async ({
  page,
  db,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const shopScripts = [...scripts];

  await signInAsOwner(page, db);
  await page.goto('/admin');
  for (const period of ['Today', 'Last 7 days', 'Last 30 days']) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: period }) });
    await expect(card).toContainText('₹');
    await expect(card).toContainText(/\d+ orders?/);
  }
  await expect(page.getByRole('heading', { name: 'Orders waiting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'COD vs online (30 days)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
  await page.getByText('Sales by day as a table').click();
  await expect(page.getByRole('row')).not.toHaveCount(0);

  // The chart's chunk is the dashboard's alone.
  const chartChunks = scripts.filter((url) => /sales-chart/.test(url));
  expect(chartChunks.length).toBeGreaterThan(0);
  expect(shopScripts.filter((url) => /sales-chart|uplot|\/admin|dashboard/i.test(url))).toEqual([]);
});
