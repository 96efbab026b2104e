import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signInAsStaff } from '../../support/admin';
import { expect, fromShop, test } from '../../support/fixtures';

/** A real JPEG photo of a pot, 320 × 320. */
const PHOTO = fileURLToPath(new URL('../../fixtures/terracotta-pot.jpg', import.meta.url));

let made = 0;

/** A product of the test's own, added through the console's API as the signed-in staff member. */
async function addProduct(page: Page, overrides: Record<string, unknown> = {}) {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 5)}`;
  const product = {
    name: `Console Planter ${tag}`,
    slug: `console-planter-${tag}`,
    sku: `CP-${tag}`.toUpperCase(),
    category: 'garden',
    description: 'A hand-thrown terracotta planter.',
    price: 89_900,
    mrp: 120_000,
    stock: 4,
    ...overrides,
  };
  const response = await page.request.post('/api/admin/products', {
    data: product,
    headers: fromShop(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return product;
}

async function openInConsole(page: Page, sku: string, name: string) {
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('staff change a product’s price and stock, and the shop shows both', async ({ page, db }) => {
  await signInAsStaff(page, db);
  const product = await addProduct(page);
  await openInConsole(page, product.sku, product.name);

  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('749.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();

  // All four units are broken: the shop has none.
  const stock = page.getByRole('form', { name: 'Adjust stock' });
  await stock.getByLabel('Units to add or take off').fill('-4');
  await stock.getByLabel('Reason').selectOption('damaged');
  await stock.getByLabel('Note').fill('Cracked in the kiln');
  await stock.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('Stock is now 0.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stock history' })).toContainText(
    'Cracked in the kiln',
  );

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('₹749.50').first()).toBeVisible();
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Out of Stock/ })).toBeDisabled();

  // Two come in: the shopper can buy at most two.
  await page.goto(`/admin/products/${product.slug}`);
  await stock.getByLabel('Units to add or take off').fill('2');
  await stock.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('Stock is now 2.')).toBeVisible();
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText('In Stock', { exact: true }).first()).toBeVisible();
  const increase = page.getByRole('button', { name: /^Increase quantity/ });
  await increase.click();
  await expect(increase).toBeDisabled();
});

test('a price staff change shows on a product page the shop had already shown', async ({
  page,
  db,
}) => {
  await signInAsStaff(page, db);
  const product = await addProduct(page, { price: 99_900, mrp: 150_000 });
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('₹999.00').first()).toBeVisible();

  await openInConsole(page, product.sku, product.name);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('849.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('₹849.00').first()).toBeVisible();
  await expect(page.getByText('₹999.00')).toHaveCount(0);
});

test('staff upload a photo with its alt text, and the product page shows it', async ({
  page,
  db,
}) => {
  await signInAsStaff(page, db);
  const product = await addProduct(page);
  // Without a photo yet, the product page says so once, with no empty thumbnails (other tests'
  // products without photos may show the same words among the related products below).
  await page.goto(`/product/${product.slug}`);
  await expect(
    page
      .getByRole('main')
      .getByText('Image Not Available')
      .and(page.locator(':not([aria-labelledby="related-heading"] *)')),
  ).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Product pictures' })).toHaveCount(0);
  await openInConsole(page, product.sku, product.name);

  const upload = page.getByRole('form', { name: 'Upload a photo' });
  await upload.getByLabel(/^Photo/).setInputFiles(PHOTO);
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  await expect(upload.getByRole('alert')).toHaveText(/Describe the photo/);
  await upload.getByLabel(/^Alt text/).fill('A terracotta pot on a red ground');
  await upload.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo added.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Photos' }).getByRole('img', {
      name: 'A terracotta pot on a red ground',
    }),
  ).toBeVisible();

  await page.goto(`/product/${product.slug}`);
  const photo = page.getByRole('img', { name: 'A terracotta pot on a red ground' }).first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/media\/photos\/[0-9a-f]+-\d+\.webp$/);
  await expect(page.getByRole('list', { name: 'Product pictures' })).toHaveCount(0);
  // The browser really drew it: the server made the WebP sizes from the upload.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('a hidden product leaves the shop', async ({ page, db }) => {
  await signInAsStaff(page, db);
  const product = await addProduct(page);
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole('article').filter({ hasText: product.name })).toBeVisible();

  await openInConsole(page, product.sku, product.name);
  await page.getByLabel('Hidden from the shop').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await page.goto(`/admin/products?visibility=hidden&q=${encodeURIComponent(product.sku)}`);
  await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText('Hidden');

  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole('article').filter({ hasText: product.name })).toHaveCount(0);
  const response = await page.goto(`/product/${product.slug}`);
  expect(response?.status()).toBe(404);
});
