import { signInNewShopper } from '../support/accounts';
import { createTestProducts, seedCart, seedWishlist } from '../support/cart';
import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('cart drawer', () => {
  test('slides in at 24rem, adds up, and its steppers and Delete work', async ({ page, db }) => {
    const [lamp, basket] = await createTestProducts(db, [
      { name: 'Bamboo Lamp', price: 124_900, stock: 3 },
      { name: 'Jute Basket', price: 49_900, stock: 10 },
    ]);
    await seedCart(page, [
      { product: lamp!, quantity: 2 },
      { product: basket!, quantity: 1 },
    ]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeVisible();

    // It slides in from the right (its animation starts a full width to the right)…
    const slideStart = await drawer.evaluate((element) => {
      const name = getComputedStyle(element).animationName;
      const keyframes = Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .find(
          (rule): rule is CSSKeyframesRule =>
            rule instanceof CSSKeyframesRule && rule.name === name,
        );
      return (keyframes?.findRule('0%') ?? keyframes?.findRule('from'))?.style.transform;
    });
    expect(slideStart).toMatch(/^translateX?\(100%\)$/);
    // …and is measured once in (mid-slide sizes are fractional).
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = (await drawer.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBe(384);
    expect(box.height).toBe(viewport.height);
    expect(box.x).toBe(viewport.width - 384);

    const lampLine = drawer.getByRole('listitem').filter({ hasText: 'Bamboo Lamp' });
    const basketLine = drawer.getByRole('listitem').filter({ hasText: 'Jute Basket' });
    await expect(lampLine).toContainText('(@ ₹1,249.00 each)');
    await expect(basketLine).toContainText('(@ ₹499.00 each)');
    await expect(lampLine.getByText('Image Not Available')).toBeVisible();
    await expect(drawer).toContainText('₹2,997.00');

    await basketLine.getByRole('button', { name: 'Increase quantity of Jute Basket' }).click();
    await expect(basketLine.getByRole('group', { name: 'Quantity of Jute Basket' })).toContainText(
      '2',
    );
    await expect(drawer).toContainText('₹3,496.00');

    // Never above the stock, never below 1.
    const more = lampLine.getByRole('button', { name: 'Increase quantity of Bamboo Lamp' });
    await more.click();
    await expect(lampLine.getByRole('group')).toContainText('3');
    await expect(more).toBeDisabled();
    const fewer = lampLine.getByRole('button', { name: 'Decrease quantity of Bamboo Lamp' });
    await fewer.click();
    await fewer.click();
    await expect(lampLine.getByRole('group')).toContainText('1');
    await expect(fewer).toBeDisabled();
    await expect(drawer).toContainText('₹2,247.00');

    await basketLine.getByRole('button', { name: 'Delete' }).click();
    await expect(basketLine).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
    await lampLine.getByRole('button', { name: 'Delete' }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await drawer.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(drawer).toBeHidden();
  });

  test('keeps focus inside while open, closes on Escape and gives focus back', async ({
    page,
    db,
  }) => {
    const [vase] = await createTestProducts(db, [{ name: 'Clay Vase', price: 89_900 }]);
    await seedCart(page, [{ product: vase!, quantity: 1 }]);
    await page.goto('/about');
    const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);

    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'nowhere';
        return active.closest('dialog') ? 'inside' : `outside: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(['inside', 'nowhere']).toContain(where);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('every link in it closes it', async ({ page, db }) => {
    const [bowl] = await createTestProducts(db, [{ name: 'Wooden Bowl', price: 39_900 }]);
    await seedCart(page, [{ product: bowl!, quantity: 1 }]);
    await page.goto('/about');
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });

    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    // Checkout is for signed-in shoppers.
    await expect(page).toHaveURL(/\/login$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await drawer.getByRole('link', { name: 'Wooden Bowl' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${bowl!.id}$`));
    await expect(drawer).toBeHidden();
  });
});

test.describe('cart page', () => {
  test('@embedded adds up with flat ₹59 shipping, and a coupon applies or says why not', async ({
    page,
    db,
  }) => {
    const [lamp, basket] = await createTestProducts(db, [
      { name: 'Bamboo Lamp', price: 124_900, stock: 3 },
      { name: 'Jute Basket', price: 49_900, stock: 10 },
    ]);
    await seedCart(page, [
      { product: lamp!, quantity: 1 },
      { product: basket!, quantity: 1 },
    ]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /Shopping Cart/,
      /Checkout/,
      /Order Complete/,
    ]);
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Shopping Cart/);

    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Bamboo Lamp');
    await expect(rows.first()).toContainText('₹1,249.00');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹1,748.00');
    await expect(page.getByTestId('cart-shipping')).toHaveText('Flat rate: ₹59.00');
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,807.00');
    await expectAccessible(page);

    const code = page.getByRole('textbox', { name: 'Coupon code' });
    const apply = page.getByRole('button', { name: 'Apply Coupon' });
    await code.fill('flat200');
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: 'at least' })).toHaveText(
      'This coupon needs an order of at least ₹1,999.00. Add ₹251.00 more to use it.',
    );
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,807.00');
    await code.fill('NOPE');
    await apply.click();
    await expect(page.getByText('This coupon code is not valid.')).toBeVisible();

    await code.fill('welcome10');
    await apply.click();
    await expect(page.getByText(/Coupon WELCOME10 applied: .* You save ₹174\.80\./)).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveText('−₹174.80');
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,632.20');

    // More in the cart: the discount follows.
    await rows
      .filter({ hasText: 'Jute Basket' })
      .getByRole('button', { name: 'Increase quantity of Jute Basket' })
      .click();
    await expect(rows.filter({ hasText: 'Jute Basket' }).getByTestId('line-subtotal')).toHaveText(
      '₹998.00',
    );
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹2,247.00');
    await expect(page.getByTestId('cart-discount')).toHaveText('−₹224.70');
    await expect(page.getByTestId('cart-total')).toHaveText('₹2,081.30');

    // Below the coupon's minimum it goes, with the reason.
    await page.getByRole('button', { name: 'Delete Bamboo Lamp' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'WELCOME10' })).toHaveText(
      'Coupon WELCOME10 was removed: This coupon needs an order of at least ₹999.00. Add ₹1.00 more to use it.',
    );
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,057.00');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  test('steppers stay between 1 and the stock; prices and stock come from the server', async ({
    page,
    db,
  }) => {
    const [pot, bell] = await createTestProducts(db, [
      { name: 'Terracotta Pot', price: 29_900, stock: 2 },
      { name: 'Brass Bell', price: 59_900, stock: 4 },
    ]);
    await seedCart(page, [
      { product: pot!, quantity: 1 },
      { product: bell!, quantity: 3 },
    ]);
    await db.query('UPDATE products SET price = 64900, stock = 2 WHERE slug = $1', [bell!.id]);
    await page.goto('/cart');
    await expect(
      page.getByText('The price of Brass Bell is now ₹649.00 (it was ₹599.00).'),
    ).toBeVisible();
    await expect(
      page.getByText('Only 2 of Brass Bell are in stock, so your quantity is now 2.'),
    ).toBeVisible();
    const bellRow = page.getByTestId('cart-row').filter({ hasText: 'Brass Bell' });
    await expect(bellRow.getByTestId('line-subtotal')).toHaveText('₹1,298.00');
    await expect(bellRow.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(bellRow).toContainText('Only 2 in stock');

    const potRow = page.getByTestId('cart-row').filter({ hasText: 'Terracotta Pot' });
    await expect(potRow.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await potRow.getByRole('button', { name: /Increase/ }).click();
    await expect(potRow.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹1,896.00');
    await expect(page.getByTestId('cart-total')).toHaveText('₹1,955.00');
  });

  test('the address panel: India only, the 36 states and territories, a valid PIN', async ({
    page,
    db,
  }) => {
    const [mat] = await createTestProducts(db, [{ name: 'Jute Mat', price: 69_900 }]);
    await seedCart(page, [{ product: mat!, quantity: 1 }]);
    await page.goto('/cart');
    // No address yet: no state is claimed.
    await expect(page.getByText('Shipping anywhere in India.')).toBeVisible();
    await expect(page.getByText(/Shipping to/)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Change address' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('form', { name: 'Shipping address' });

    const country = panel.getByLabel('Country');
    await expect(country).toHaveValue('India');
    await expect(country).not.toBeEditable();
    const state = panel.getByLabel('State');
    await expect(state).toHaveValue('Jharkhand');
    const options = await state.locator('option').allTextContents();
    expect(options).toHaveLength(36);
    for (const name of ['Andhra Pradesh', 'West Bengal', 'Delhi', 'Ladakh', 'Puducherry']) {
      expect(options).toContain(name);
    }

    const pin = panel.getByLabel('ZIP / PIN code');
    const update = panel.getByRole('button', { name: 'Update Address' });
    for (const bad of ['012345', '56001', '56001a']) {
      await pin.fill(bad);
      await update.click();
      await expect(
        panel.getByText('Enter a valid 6-digit PIN code (it cannot start with 0)'),
      ).toBeVisible();
    }
    await panel.getByLabel('Address').fill('12 MG Road, Indiranagar');
    await state.selectOption('Karnataka');
    await pin.fill('560038');
    await update.click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Shipping to Karnataka.')).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('shippingAddress') ?? 'null')),
    ).toEqual({
      address: '12 MG Road, Indiranagar',
      state: 'Karnataka',
      pin: '560038',
      country: 'India',
    });
    await page.reload();
    await expect(page.getByText('Shipping to Karnataka.')).toBeVisible();
  });

  test('on a phone the lines stack, labelled, and the page does not scroll sideways', async ({
    page,
    db,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [lamp, basket] = await createTestProducts(db, [
      { name: 'Hand-Woven Bamboo Pendant Lamp Shade', price: 149_900, stock: 5 },
      { name: 'Jute Basket', price: 49_900, stock: 5 },
    ]);
    await seedCart(page, [
      { product: lamp!, quantity: 2 },
      { product: basket!, quantity: 1 },
    ]);
    await page.goto('/cart');
    const row = page.getByTestId('cart-row').filter({ hasText: 'Bamboo Pendant' });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const label of ['Price', 'Quantity', 'Subtotal']) {
      await expect(row.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(row.getByTestId('line-subtotal')).toHaveText('₹2,998.00');
    await expect(
      row.getByRole('button', { name: 'Delete Hand-Woven Bamboo Pendant Lamp Shade' }),
    ).toBeVisible();
    // Still a table to assistive technology: a row of cells under the column headings.
    await expect(page.getByRole('row').filter({ hasText: 'Jute Basket' })).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Subtotal' })).toBeAttached();
    await expectAccessible(page);
  });

  test('an empty cart says so and leads back to the shop', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('wishlist page', () => {
  test('shows saved products four to a row, adds to the cart and removes', async ({ page, db }) => {
    const products = await createTestProducts(db, [
      { name: 'Macrame Hanger', price: 59_900 },
      { name: 'Wooden Spoon Set', price: 34_900 },
      { name: 'Ceramic Mug', price: 44_900 },
      { name: 'Cane Tray', price: 74_900 },
      { name: 'Sold Out Stool', price: 99_900, stock: 0 },
    ]);
    await seedWishlist(
      page,
      // A stale price in the browser: the page shows today's.
      products.map((product, index) => (index === 0 ? { ...product, price: 100 } : product)),
    );
    await page.goto('/wishlist');
    const cards = page.getByTestId('wishlist-item');
    await expect(cards).toHaveCount(5);
    const columns = await page
      .getByRole('list')
      .filter({ has: cards.first() })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);

    const hanger = cards.filter({ hasText: 'Macrame Hanger' });
    await expect(hanger).toContainText('₹599.00');
    await expect(hanger.getByRole('link', { name: 'Macrame Hanger' })).toHaveAttribute(
      'href',
      `/product/${products[0]!.id}`,
    );
    const stool = cards.filter({ hasText: 'Sold Out Stool' });
    await expect(stool).toContainText('Out of Stock');
    await expect(stool.getByRole('button', { name: 'Add to Cart: Sold Out Stool' })).toBeDisabled();
    await expectAccessible(page);

    await hanger.getByRole('button', { name: 'Add to Cart: Macrame Hanger' }).click();
    await expect(page.getByText('Macrame Hanger added to cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await hanger.getByRole('button', { name: 'Remove Macrame Hanger from wishlist' }).click();
    await expect(page.getByText('Macrame Hanger removed from wishlist!')).toBeVisible();
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Wishlist, 4 items' })).toBeVisible();

    for (const name of ['Wooden Spoon Set', 'Ceramic Mug', 'Cane Tray', 'Sold Out Stool']) {
      await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    }
    await expect(page.getByText("You don't have any products in the wishlist yet.")).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'An empty basket with a heart above it' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test('@embedded the cart and wishlist follow a shopper into another browser and merge with its picks', async ({
  page,
  db,
  anotherBrowser,
}) => {
  const [lamp, basket, vase] = await createTestProducts(db, [
    { name: 'Bamboo Lamp', price: 124_900, stock: 5 },
    { name: 'Jute Basket', price: 49_900, stock: 5 },
    { name: 'Clay Vase', price: 89_900, stock: 5 },
  ]);
  const shopper = await signInNewShopper(page);
  await seedCart(page, [
    { product: lamp!, quantity: 1 },
    { product: basket!, quantity: 1 },
  ]);
  await seedWishlist(page, [vase!]);
  const saved = () =>
    db
      .query(
        `SELECT product_slug AS id, quantity FROM saved_cart_items
          WHERE user_id = $1 ORDER BY position`,
        [shopper.id],
      )
      .then(({ rows }) => rows);
  // Signed in with a cart of this browser's own: it is saved to the account as the page opens.
  await page.goto('/cart');
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
  ]);
  await page.getByRole('button', { name: 'Increase quantity of Bamboo Lamp' }).click();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 2 },
    { id: basket!.id, quantity: 1 },
  ]);

  const other = await anotherBrowser();
  // Picked there before signing in: merged into the saved cart, quantities adding up to the stock.
  await seedCart(other, [{ product: lamp!, quantity: 4 }]);
  await other.goto('/login');
  await other.getByLabel('Email', { exact: true }).fill(shopper.email);
  await other.getByLabel('Password', { exact: true }).fill(shopper.password);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other.getByText('✅ Login successful! Redirecting...')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
  await other.getByRole('button', { name: 'Cart, 6 items' }).click();
  const drawer = other.getByRole('dialog', { name: 'Your Cart' });
  await expect(
    drawer.getByRole('listitem').filter({ hasText: 'Bamboo Lamp' }).getByRole('group'),
  ).toContainText('5');
  await drawer
    .getByRole('listitem')
    .filter({ hasText: 'Jute Basket' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await expect.poll(saved).toEqual([{ id: lamp!.id, quantity: 5 }]);

  // Back in the first browser, the change made in the second shows.
  await page.reload();
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();

  // Signing out leaves the cart with the account, not in the browser.
  await other.getByRole('banner').getByRole('button', { name: 'LOGOUT' }).click();
  await expect(other.getByText('Logged out successfully!')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  expect(await saved()).toEqual([{ id: lamp!.id, quantity: 5 }]);
});

test('an item added just before a reload stays, in the browser and on the server', async ({
  page,
  db,
}) => {
  const [lamp, basket, vase] = await createTestProducts(db, [
    { name: 'Reload Lamp', price: 124_900, stock: 5 },
    { name: 'Reload Basket', price: 49_900, stock: 5 },
    { name: 'Reload Vase', price: 89_900, stock: 5 },
  ]);
  const shopper = await signInNewShopper(page);
  await seedCart(page, [{ product: lamp!, quantity: 1 }]);
  const saved = () =>
    db
      .query(
        `SELECT product_slug AS id, quantity FROM saved_cart_items
          WHERE user_id = $1 ORDER BY position`,
        [shopper.id],
      )
      .then(({ rows }) => rows);
  await page.goto(`/product/${basket!.id}`);
  await expect.poll(saved).toEqual([{ id: lamp!.id, quantity: 1 }]);

  // Added, and the page reloaded at once: well within the moment the save waits for more changes.
  await page.getByRole('button', { name: `Add to Cart: ${basket!.name}` }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
  ]);

  // Even when the save sent as the page went away never arrives, the next load keeps the item
  // and saves it.
  await page.goto(`/product/${vase!.id}`);
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: `Add to Cart: ${vase!.name}` }).click();
  await page.reload();
  await page.unroute('**/api/cart');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await expect.poll(saved).toEqual([
    { id: lamp!.id, quantity: 1 },
    { id: basket!.id, quantity: 1 },
    { id: vase!.id, quantity: 1 },
  ]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(3);
});
