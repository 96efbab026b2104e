import type { Page } from '@playwright/test';
import { RELATED_LIMIT } from '@terracraft/shared/catalogue';
import { expect, expectAccessible, test } from '../../../support/fixtures';
import { signInNewShopper } from '../../../support/accounts';
import {
  announceCatalogueChange,
  apiGet,
  cardCategory,
  cards,
  collectionList,
  eachCard,
  toast,
  type ApiDetail,
} from '../../../support/catalogue';
import { addProduct } from '../../../support/orders';

/** A featured product (with long description, specifications and features) in stock. */
async function featuredProduct(page: Page, minStock = 1): Promise<ApiDetail> {
  const featured = await collectionList(page, 'featured');
  const product = featured.find((item) => item.stock >= minStock);
  if (!product) throw new Error(`No featured product has ${minStock} in stock`);
  return apiGet<ApiDetail>(page, `/products/${product.id}`);
}

/** The smallest valid WebP picture, standing in for the 1200 px photo the magnifier reads. */
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

test.describe('product detail', () => {
  test('shows breadcrumb, gallery, details, badges, prices and the quantity stepper', async ({
    page,
  }) => {
    const product = await featuredProduct(page, 3);
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} | TerraCraft`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    await expect(breadcrumb.getByText(product.name)).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(
      page.getByRole('main').getByText(product.categoryName, { exact: true }).first(),
    ).toBeVisible();
    // The gallery: the product's one picture in a 600 × 600 view, shown once, with no strip of
    // thumbnails repeating it (decision 32).
    await expect(page.getByRole('list', { name: 'Product pictures' })).toHaveCount(0);
    const gallery = page.getByTestId('zoom-area');
    await expect(gallery.getByRole('img', { name: product.imageAlt })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: product.imageAlt })).toHaveCount(
      1,
    );
    await expect(page.getByText('Hover to Zoom')).toBeVisible();
    const view = (await gallery.boundingBox())!;
    expect([Math.round(view.width), Math.round(view.height)]).toEqual([600, 600]);
    const badges = page.getByRole('list', { name: 'Why shop with us' });
    for (const badge of [
      'Flat ₹59.00 Shipping',
      '100% Authentic',
      'Secure Payment',
      '7 Days Return',
    ]) {
      await expect(badges.getByText(badge)).toBeVisible();
    }
    await expect(badges).not.toContainText('10 Days Return');
    await expect(page.getByText(product.description).first()).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill(String(product.stock + 5));
    await expect(quantity).toHaveValue(String(product.stock));
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  test('zooms the picture under the cursor after a short hover', async ({ page }) => {
    const product = await featuredProduct(page);
    const large: string[] = [];
    await page.route('**/media/products/*-1200.webp', (route) => {
      large.push(route.request().url());
      return route.fulfill({ body: TINY_WEBP, contentType: 'image/webp' });
    });
    await page.goto(`/product/${product.id}`);
    const area = page.getByTestId('zoom-area');
    const lens = page.getByTestId('zoom-lens');
    await expect(lens).toHaveAttribute('data-zoomed', 'false');
    // The large picture is fetched only when the shopper starts to zoom.
    expect(large).toEqual([]);
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect(lens).toHaveAttribute('data-zoomed', 'true');
    await expect(lens).toHaveCSS('opacity', '1');
    await expect(lens).toHaveCSS('background-size', /^300%/);
    await expect(lens).toHaveCSS('background-image', /-1200\.webp/);
    expect(large.length).toBeGreaterThan(0);
    await expect(lens).toHaveCSS('background-position', '25% 25%');
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
    await expect(lens).toHaveCSS('background-position', '75% 50%');
    await page.mouse.move(box.x + box.width + 200, box.y);
    await expect(lens).toHaveAttribute('data-zoomed', 'false');
    await expect(lens).toHaveCSS('opacity', '0');
  });

  test('has Description and Reviews tabs', async ({ page }) => {
    const product = await featuredProduct(page);
    await page.goto(`/product/${product.id}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    const description = tabs.getByRole('tab', { name: 'Description' });
    const reviews = tabs.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
    await expect(description).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Description' });
    await expect(panel.getByText(product.longDescription)).toBeVisible();

    await reviews.click();
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel', { name: /^Reviews/ })
        .getByRole('link', { name: 'Sign in to write a review' }),
    ).toBeVisible();
    await expect(panel).toBeHidden();
    // Arrow keys move between the tabs.
    await reviews.press('ArrowLeft');
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute('aria-selected', 'true');
  });

  test('the Description tab puts each text of a featured product under its own heading', async ({
    page,
  }) => {
    const product = await featuredProduct(page);
    expect(product.aboutProduct.length).toBeGreaterThan(0);
    expect(product.aboutDesc.length).toBeGreaterThan(0);
    await page.goto(`/product/${product.id}`);
    const panel = page.getByRole('tabpanel', { name: 'Description' });
    await expect(panel.getByRole('heading')).toHaveText([
      'About This Product',
      'Features',
      'Specifications',
      'Good to Know',
    ]);

    const about = panel.getByRole('region', { name: 'About This Product' });
    for (const paragraph of product.aboutProduct) {
      await expect(about.getByText(paragraph)).toBeVisible();
    }
    await expect(panel.getByRole('region', { name: 'Features' }).getByRole('listitem')).toHaveText(
      product.features,
    );
    const specifications = panel.getByRole('region', { name: 'Specifications' });
    for (const spec of product.specifications) {
      await expect(specifications.getByRole('term').filter({ hasText: spec.label })).toBeVisible();
      await expect(
        specifications.getByRole('definition').filter({ hasText: spec.value }),
      ).toBeVisible();
    }
    await expect(
      panel.getByRole('region', { name: 'Good to Know' }).getByRole('listitem'),
    ).toHaveText(product.aboutDesc);
  });

  test('the Description tab of a product without notes shows only what it has', async ({
    page,
  }) => {
    const more = await collectionList(page, 'more');
    const product = await apiGet<ApiDetail>(page, `/products/${more[0]!.id}`);
    expect(product.aboutProduct).toEqual([]);
    expect(product.aboutDesc).toEqual([]);
    await page.goto(`/product/${product.id}`);
    const panel = page.getByRole('tabpanel', { name: 'Description' });
    await expect(panel.getByText(product.longDescription)).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(['Features', 'Specifications']);
  });

  test('shows up to eight related products of the same category, and View All', async ({
    page,
  }) => {
    const product = await featuredProduct(page);
    const related = await apiGet<{ items: { id: string }[] }>(
      page,
      `/products/${product.id}/related`,
    );
    await page.goto(`/product/${product.id}`);
    const list = page.getByRole('list', { name: 'Related products' });
    await expect(cards(list)).toHaveCount(Math.min(related.items.length, RELATED_LIMIT));
    expect(related.items.length).toBeGreaterThan(0);
    const categories = await eachCard(list, cardCategory);
    expect(new Set(categories)).toEqual(new Set([product.categoryName]));
    await expect(list.getByRole('link', { name: product.name, exact: true })).toHaveCount(0);

    await page
      .getByRole('region', { name: 'Related Products' })
      .getByRole('link', { name: 'View All' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('leaves the related products out when they cannot be loaded', async ({ page }) => {
    const product = await featuredProduct(page);
    await page.route('**/api/products/*/related', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down' } } }),
    );
    // Reached from inside the shop, so the browser asks for them (a product's page that is
    // opened directly arrives with them, rendered by the server).
    await page.goto('/');
    const asked = page.waitForRequest(`**/api/products/${product.id}/related`);
    await page
      .getByRole('list', { name: 'Our Products' })
      .locator(`a[href="/product/${product.id}"]`)
      .first()
      .click();
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Products' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Related products' })).toHaveCount(0);
  });

  test('Continue Shopping leads back to the shop', async ({ page }) => {
    const product = await featuredProduct(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test('an unknown product link goes home, says the product is gone and offers search', async ({
    page,
  }) => {
    // Two ways in, and an accessibility check on the way: more than the default 30 s on a busy
    // machine.
    test.slow();
    // Opened from outside the shop: the server answers 404, the page then goes home.
    const answer = await page.goto('/product/no-such-product-here');
    expect(answer?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'That product is no longer available.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expectAccessible(page);
    await notice.getByRole('link', { name: 'Search the shop' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(notice).toHaveCount(0);

    // Followed inside the shop (an old link kept in a page or a list): the same.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/product/another-product-long-gone');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(page).toHaveURL(/\/$/);
    await expect(notice).toBeVisible();
  });

  test("a renamed product's old link leads to its page", async ({ page, db }) => {
    const product = await addProduct(db, { name: 'Kansa Dinner Plate' });
    const renamed = `${product.id}-bronze`;
    await db.query('UPDATE products SET slug = $2 WHERE slug = $1', [product.id, renamed]);
    await db.query('INSERT INTO product_slug_redirects (old_slug, product_slug) VALUES ($1, $2)', [
      product.id,
      renamed,
    ]);
    await announceCatalogueChange(db);

    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveURL(new RegExp(`/product/${renamed}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    await page.goto('/');
    await page.evaluate((id) => {
      window.history.pushState(null, '', `/product/${id}?ref=old`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, product.id);
    await expect(page).toHaveURL(new RegExp(`/product/${renamed}\\?ref=old$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText('That product is no longer available.')).toHaveCount(0);
  });

  test('/product-details forwards to the product page, or home without a product', async ({
    page,
  }) => {
    const product = await featuredProduct(page);
    await page.goto('/');
    await page.evaluate((id) => {
      // The product as navigation state: the history entry's state, as the shop's router keeps it.
      window.history.pushState({ product: { id } }, '', '/product-details');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, product.id);
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    await page.goto('/product-details');
    await expect(page).toHaveURL(/\/$/);
  });

  test('is accessible', async ({ page }) => {
    const product = await featuredProduct(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(cards(page.getByRole('list', { name: 'Related products' })).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expectAccessible(page);
  });
});

test.describe('Buy Now', () => {
  test('signed out: asks to sign in, keeps the item, and after registering and signing in lands on checkout with it', async ({
    page,
  }) => {
    const product = await featuredProduct(page, 2);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const warning = toast(page, 'Please sign in to continue with purchase');
    await expect(warning).toBeVisible();
    await expect(warning).toHaveClass(/Toastify__toast--warning/);
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
      '/checkout',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('previousPage'))).toBe(
      `/product/${product.id}`,
    );
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(cart.state.items).toEqual([
      expect.objectContaining({ id: product.id, name: product.name, quantity: 2 }),
    ]);

    // Registering leads to login, and signing in goes on to the checkout with the item.
    const email = `buyer-${Date.now().toString(36)}@example.in`;
    await page.getByLabel('Full name').fill('Meena Kumari');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brass-diya-2024');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brass-diya-2024');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 5000 });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(product.name)).toBeVisible();
    await expect(summary.getByText(/^Qty: 2 × /)).toBeVisible();
  });

  test('signed in: adds the item and goes straight to checkout', async ({ page }) => {
    await signInNewShopper(page);
    const product = await featuredProduct(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(product.name)).toBeVisible();
    await expect(summary.getByText(/^Qty: 1 × /)).toBeVisible();
    await expect(toast(page, 'Please sign in to continue with purchase')).toHaveCount(0);
  });
});
