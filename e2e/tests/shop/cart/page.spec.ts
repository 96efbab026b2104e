import { createTestProducts, seedCart } from '../../../support/cart';
import { expect, expectAccessible, test } from '../../../support/fixtures';

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
