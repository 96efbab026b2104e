import { signInAsStaff } from '../../support/admin';
import { expect, test } from '../../support/fixtures';

test('staff add a search synonym, and the shop’s search finds by it at once', async ({
  page,
  db,
}) => {
  await signInAsStaff(page, db);
  const word = `lalten${Date.now().toString(36)}`;
  await page.goto('/admin/search-synonyms');
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();
  // The seeded groups are there.
  await expect(page.getByRole('cell', { name: /^pooja, puja/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Words' }).fill(`${word}, Sconce`);
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('Synonym group added')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${word}, sconce`, exact: true })).toBeVisible();

  await page.goto(`/search?q=${word}`);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', {
      name: 'Rattan Wall Sconce',
    }),
  ).toBeVisible();
});
