import { signInAsOwner } from '../../../support/admin';
import { expect, test } from '../../../support/fixtures';

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
