import type { AdminSettings } from '@terracraft/shared/settings';
import { signInAsOwner } from '../../support/admin';
import { expect, test } from '../../support/fixtures';
import { uniqueEmail } from '../../support/unique';

/**
 * The business details in Settings, and the audit log that records their change. The audit log's
 * test is here rather than in a file of its own because it changes the same details.
 */

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
