import { createTestProducts, seedCart } from '../../../support/cart';
import { expect, expectAccessible, test } from '../../../support/fixtures';

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
