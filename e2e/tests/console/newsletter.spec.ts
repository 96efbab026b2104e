import { readFile } from 'node:fs/promises';
import { signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { unique } from '../../support/unique';

test('staff export the newsletter’s subscribers as CSV', async ({ page, db }) => {
  const tag = unique();
  const plain = `reader-${tag}@example.in`;
  const formula = `=cmd-${tag}@example.in`;
  await db.query('INSERT INTO newsletter_subscribers (email) VALUES ($1), ($2)', [plain, formula]);

  await signInAsStaff(page, db);
  await page.goto('/admin/subscribers');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 subscribers match this search.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: plain })).toBeVisible();
  // Checked at rest, not with the pointer left hovering over the filter bar.
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('email,subscribed_at');
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.startsWith(`${plain},`))).toBe(true);
  // A cell a spreadsheet would run as a formula is defused.
  expect(lines.some((line) => line.startsWith(`'${formula},`))).toBe(true);
});
