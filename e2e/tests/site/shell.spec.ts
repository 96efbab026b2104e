import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { signInNewShopper } from '../../support/accounts';
import { expect, expectAccessible, expectNotFoundPage, test } from '../../support/fixtures';

test.describe('route loader', () => {
  test.use({ loaderMs: 1000 });

  test('covers the screen with "Loading..." for about a second on every path change', async ({
    page,
  }) => {
    // The page's clock stands still until the test moves it, however slow the machine is.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/about');
    // Not on the first load: the page arrives painted by the server (decision 0041).
    const loader = page.getByTestId('route-loader');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loader).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(loader).toBeVisible();
    await expect(loader).toContainText('Loading...');
    await expect(loader).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await loader.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    // Its timings: a 0.5 s entrance, two brown rings on a 2 s repeating cycle, and the text
    // fading in after 0.5 s.
    const animations = await loader.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).map((node) => {
        const style = getComputedStyle(node);
        return {
          text: node.children.length === 0 ? (node.textContent ?? '') : '',
          duration: style.animationDuration,
          delay: style.animationDelay,
          repeats: style.animationIterationCount,
          border: style.borderLeftColor,
        };
      }),
    );
    const rings = animations.filter((animation) => animation.repeats === 'infinite');
    expect(rings).toHaveLength(2);
    for (const ring of rings) {
      expect(ring.duration).toBe('2s');
      const [red, green, blue] = ring.border.match(/\d+/g)!.map(Number);
      expect(red! > green! && green! > blue!, `${ring.border} is brown`).toBe(true);
    }
    expect(animations).toContainEqual(
      expect.objectContaining({ duration: '0.5s', delay: '0s', repeats: '1' }),
    );
    expect(animations.find((animation) => animation.text === 'Loading...')).toMatchObject({
      duration: '0.5s',
      delay: '0.5s',
    });
    await page.clock.runFor(950);
    await expect(loader).toBeVisible();
    await page.clock.runFor(100);
    await expect(loader).toBeHidden();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(loader).toBeVisible();
    await page.clock.runFor(950);
    await expect(loader).toBeVisible();
    await page.clock.runFor(100);
    await expect(loader).toBeHidden();
  });
});

test('an unknown path shows the 404 page with status 404 and a way home', async ({ page }) => {
  await expectNotFoundPage(page, '/this/page/does-not-exist');
});

test.describe('header', () => {
  test('shows the contact facts and leads to every section', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Toll Free: 1800-123-4567/ })).toHaveAttribute(
      'href',
      'tel:+9118001234567',
    );
    await expect(header.getByRole('link', { name: 'support@terracraft.in' })).toHaveAttribute(
      'href',
      'mailto:support@terracraft.in',
    );

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, url] of [
      ['BLOG', /\/blog$/],
      ['ABOUT', /\/about$/],
      ['CONTACT US', /\/contact$/],
      ['HOME', /\/$/],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
    }

    await header.getByRole('link', { name: 'TerraCraft home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await header.getByRole('link', { name: /Wishlist, 0 items/ }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await header.getByRole('link', { name: 'LOGIN / REGISTER' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('PRODUCTS opens the six collections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'PRODUCTS' }).click();
    const names = COLLECTIONS.map((collection) => collection.name);
    for (const name of names)
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Flower Vase' }).click();
    await expect(page).toHaveURL(/\/product\/flower\/vase$/);
    await expect(nav.getByRole('link', { name: 'Storage Box' })).toBeHidden();
  });

  test('stays fixed at the top, and turns compact and white past 50 px of scrolling', async ({
    page,
  }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(header).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const fullHeight = (await header.boundingBox())!.height;

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // The contact bar folds away and the row shrinks.
    await expect
      .poll(async () => (await header.boundingBox())!.height)
      .toBeLessThan(fullHeight - 40);

    await page.evaluate(() => window.scrollTo(0, 2000));
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(header.getByRole('link', { name: 'TerraCraft home' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('shows how many items the wishlist and the cart hold', async ({ page }) => {
    const { items } = await (await page.request.get('/api/products?pageSize=2')).json();
    const [first, second] = items as { id: string; name: string; price: number }[];
    await page.addInitScript(
      ([a, b]) => {
        const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });
        localStorage.setItem(
          'cart',
          persisted({
            items: [
              { ...a, quantity: 2 },
              { ...b, quantity: 1 },
            ],
          }),
        );
        localStorage.setItem('wishlist', persisted({ items: [a, b] }));
      },
      [first!, second!],
    );
    await page.goto('/about');
    const header = page.getByRole('banner');
    const wishlist = header.getByRole('link', { name: 'Wishlist, 2 items' });
    await expect(wishlist).toHaveText('2');
    const cart = header.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cart).toHaveText('3');

    await cart.click();
    await page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: /Delete/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toHaveText('1');
  });

  test('LOGOUT signs out with a toast in the top-right corner below the header, then offers LOGIN / REGISTER', async ({
    page,
  }) => {
    await signInNewShopper(page);
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'LOGOUT' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Logged out successfully!' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    // Below the header, which it must not cover (decision 34), and no lower than needed.
    const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(box.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box.y).toBeLessThan(headerBottom + 40);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'LOGIN / REGISTER' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);
  });

  test('the cart icon opens the cart panel, which Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Cart, 0 items/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Your cart is empty.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the same entries and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['HOME', 'BLOG', 'ABOUT', 'CONTACT US', 'LOGIN / REGISTER']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'PRODUCTS' }).click();
    for (const collection of COLLECTIONS) {
      await expect(menu.getByRole('link', { name: collection.name, exact: true })).toHaveAttribute(
        'href',
        collection.path,
      );
    }
    await menu.getByRole('link', { name: 'Essentials' }).click();
    await expect(page).toHaveURL(/\/product\/essential$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'ABOUT' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test('the scroll-to-top button appears after 300 px and brings the page back up', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 310));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('every path change starts at the top of the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back from a product returns to the same spot of a long list, Forward to the top of the product', async ({
    page,
  }) => {
    await page.goto('/shop');
    const grid = page.getByRole('main').getByRole('article');
    await expect(grid.first()).toBeVisible();
    // A card well down the list: the shopper scrolled to it before choosing it.
    const card = grid.nth(14);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const spot = await page.evaluate(() => Math.round(window.scrollY));
    expect(spot).toBeGreaterThan(1000);
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThan(spot - 2);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(spot + 2);
    await expect(page.getByRole('main').getByRole('heading', { name })).toBeInViewport();

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('every link leads to a real page, and the copyright shows this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} TerraCraft`);
    for (const [label, url] of [
      ['Home', /\/$/],
      ['About', /\/about$/],
      ['Products', /\/product$/],
      ['Contact Us', /\/contact$/],
      ['FAQ', /\/contact#faq$/],
      ['Shipping & Returns', /\/shipping-and-returns$/],
      ['Privacy Policy', /\/privacy-policy$/],
      ['Terms & Conditions', /\/terms-and-conditions$/],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    }
    for (const name of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `TerraCraft on ${name}` })).toHaveAttribute(
        'href',
        new RegExp(name.toLowerCase()),
      );
    }
  });
});

test('a broken image shows "Image Not Available"', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        state: {
          items: [
            {
              id: 'gone',
              name: 'Vanished Vase',
              price: 50000,
              image: '/media/none/missing',
              quantity: 1,
            },
          ],
        },
        version: 1,
      }),
    );
  });
  await page.goto('/');
  await page.getByRole('button', { name: /Cart, 1 item/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Your Cart' }).getByText('Image Not Available'),
  ).toBeVisible();
});

test('the shell has no serious accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await expectAccessible(page);
});

test.describe('layout', () => {
  const pages = [
    '/',
    '/product',
    '/product/storage/box',
    '/bestsellers',
    '/search',
    '/cart',
    '/wishlist',
    '/about',
    '/contact',
    '/blog',
    '/login',
    '/signup',
  ];

  for (const width of [390, 1366]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} is wider than the screen`).toBe(0);
      }
    });
  }
});
