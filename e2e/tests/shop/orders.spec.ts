import { signInNewShopper } from '../../support/accounts';
import { expect, expectAccessible, test } from '../../support/fixtures';
import {
  addProduct,
  fillCart,
  ordersOf,
  placeOrderByApi,
  setStatus,
  stockOf,
} from '../../support/orders';

test.describe('My Orders', () => {
  test('lists the shopper’s orders by status tab, from the header link', async ({ page, db }) => {
    const shopper = await signInNewShopper(page);
    const rug = await addProduct(db, { name: 'Handwoven Jute Rug', price: 99_900 });
    // Each moved on before the next is placed: an account may have 3 open cash-on-delivery orders.
    const placedAs = async (status: 'shipped' | 'delivered' | 'cancelled') => {
      const number = await placeOrderByApi(page, shopper.email, [rug]);
      await setStatus(db, number, status);
      return number;
    };
    const shipped = await placedAs('shipped');
    const delivered = await placedAs('delivered');
    const cancelled = await placedAs('cancelled');
    const numbers = {
      processing: await placeOrderByApi(page, shopper.email, [rug]),
      shipped,
      delivered,
      cancelled,
    };

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'MY ORDERS' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expectAccessible(page);

    const tabs = page.getByRole('navigation', { name: 'Order status' });
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    for (const status of ['processing', 'shipped', 'delivered', 'cancelled'] as const) {
      const label = status[0]!.toUpperCase() + status.slice(1);
      await tabs.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`\\?status=${status}$`));
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('heading')).toHaveText(`Order #${numbers[status]}`);
      await expect(cards.locator(`[data-status="${status}"]`)).toHaveText(label);
    }

    // The tab in the URL is read in any letter case.
    await page.goto('/account/orders?status=SHIPPED');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(`Order #${numbers.shipped}`);

    // Status colours: processing blue, shipped green, delivered dark green, cancelled red.
    await page.goto('/account/orders');
    const hue = async (status: string) =>
      hueOf(await page.locator(`[data-status="${status}"]`).evaluate(backgroundRgb));
    const between = (value: number, low: number, high: number) => value >= low && value <= high;
    expect(between(await hue('processing'), 200, 250)).toBe(true);
    expect(between(await hue('shipped'), 100, 170)).toBe(true);
    expect(between(await hue('delivered'), 100, 170)).toBe(true);
    await expect(page.locator('[data-status="delivered"]')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
    const red = await hue('cancelled');
    expect(red < 15 || red > 345).toBe(true);

    // Only a Processing order can be cancelled.
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(1);
  });

  test('View Details shows the items, address, payment and totals', async ({ page, db }) => {
    const shopper = await signInNewShopper(page);
    const lamp = await addProduct(db, { name: 'Cane Pendant Lamp', price: 250_000 });
    const number = await placeOrderByApi(page, shopper.email, [{ ...lamp, quantity: 2 }]);
    await page.goto('/account/orders');
    const card = page.getByRole('article', { name: `Order #${number}` });
    const details = page.getByRole('button', { name: 'View Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('Cane Pendant Lamp × 2 (@ ₹2,500.00 each)');
    await expect(card).toContainText('14 Lake View Road');
    await expect(card).toContainText('Ranchi, Jharkhand 834001');
    // Cash still to be paid reads as the method alone, not "Cash on delivery — Pay on delivery".
    await expect(card).toContainText('PaymentCash on delivery');
    await expect(card).not.toContainText('Pay on delivery');
    await expect(card).toContainText('Total₹5,059.00');
  });

  test('@embedded cancelling asks first, then the order is cancelled and its stock is back', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const stool = await addProduct(db, { name: 'Sheesham Wood Stool', stock: 5 });
    const number = await placeOrderByApi(page, shopper.email, [{ ...stool, quantity: 2 }]);
    expect(await stockOf(db, stool.id)).toBe(3);

    await page.goto('/account/orders');
    const card = page.getByRole('article', { name: `Order #${number}` });
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.locator('[data-status="processing"]')).toBeVisible();
    expect(await stockOf(db, stool.id)).toBe(3);

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    expect(await stockOf(db, stool.id)).toBe(5);

    await page
      .getByRole('navigation', { name: 'Order status' })
      .getByRole('link', { name: 'Processing' })
      .click();
    await expect(page.getByText('You have no processing orders.')).toBeVisible();
  });

  test('an order left unpaid is paid later from My Orders', async ({ page, db }) => {
    const shopper = await signInNewShopper(page);
    const planter = await addProduct(db, { name: 'Terracotta Planter', price: 59_900, stock: 5 });
    const unpaid = await placeOrderByApi(page, shopper.email, [planter], 'online');
    // Another cart (the same one again would pay the order already waiting for it).
    const released = await placeOrderByApi(
      page,
      shopper.email,
      [{ ...planter, quantity: 2 }],
      'online',
    );
    await placeOrderByApi(page, shopper.email, [planter]);
    expect(await stockOf(db, planter.id)).toBe(1);

    await page.goto('/account/orders');
    const card = page.getByRole('article', { name: `Order #${unpaid}` });
    await expect(card.locator('[data-status="payment_pending"]')).toHaveText('Payment pending');
    // Only the orders waiting for payment offer it; the cash-on-delivery one does not.
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(2);

    // Released meanwhile: it says so, and the list shows the order as it now is.
    await setStatus(db, released, 'cancelled');
    const releasedCard = page.getByRole('article', { name: `Order #${released}` });
    await releasedCard.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByText('This order is no longer waiting for payment.')).toBeVisible();
    await expect(releasedCard.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(1);

    // Closing the payment dialog keeps the order waiting.
    await card.getByRole('button', { name: 'Complete Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'TerraCraft' });
    await expect(dialog).toContainText('₹658.00');
    await expect(dialog).toContainText(shopper.email);
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(
      page.getByText(
        'Payment cancelled. An unpaid order is kept for 30 minutes: complete its payment from My Orders.',
      ),
    ).toBeVisible();
    await expect(card.locator('[data-status="payment_pending"]')).toBeVisible();

    await card.getByRole('button', { name: 'Complete Payment' }).click();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(`/order-complete?order=${unpaid}`);
    await expect(
      page.getByText('Payment successful! Your order is being processed.'),
    ).toBeVisible();
    await expect(page.locator('[data-status="processing"]')).toHaveText('Processing');
    await expect(page.getByText('Online payment (Razorpay) · Paid')).toBeVisible();
    const orders = await ordersOf(db, shopper.email);
    expect(orders.find((order) => `TC${order.number}` === unpaid)).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
    });
    expect(orders).toHaveLength(3);
  });

  test('paying from My Orders empties the cart the order was made from', async ({ page, db }) => {
    const shopper = await signInNewShopper(page);
    const lamp = await addProduct(db, { name: 'Bamboo Table Lamp', price: 129_900, stock: 5 });
    // Checkout was left at the payment window: the cart still holds what the order holds.
    await fillCart(page, [{ ...lamp, quantity: 2 }]);
    const number = await placeOrderByApi(page, shopper.email, [{ ...lamp, quantity: 2 }], 'online');

    await page.goto('/account/orders');
    await expect(page.getByRole('button', { name: /Cart, 2 items/ })).toBeVisible();
    const card = page.getByRole('article', { name: `Order #${number}` });
    await card.getByRole('button', { name: 'Complete Payment' }).click();
    await page
      .getByRole('dialog', { name: 'TerraCraft' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(page).toHaveURL(`/order-complete?order=${number}`);
    await expect(page.locator('[data-status="processing"]')).toHaveText('Processing');
    await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();

    // Not bought twice: the cart stays empty on this device and any other.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    const saved = await page.request.get('/api/cart');
    expect(((await saved.json()) as { items: unknown[] }).items).toEqual([]);
    expect(await stockOf(db, lamp.id)).toBe(3);
  });

  test('another shopper’s order cannot be seen', async ({ anotherBrowser, db }) => {
    const ownerPage = await anotherBrowser();
    const owner = await signInNewShopper(ownerPage);
    const vase = await addProduct(db, { name: 'Ceramic Bud Vase' });
    const number = await placeOrderByApi(ownerPage, owner.email, [vase]);

    const strangerPage = await anotherBrowser();
    await signInNewShopper(strangerPage);
    await strangerPage.goto(`/order-complete?order=${number}`);
    await expect(strangerPage.getByRole('alert')).toHaveText(`Order #${number} was not found.`);
    await expect(strangerPage.getByText('Thank you for your order!')).toHaveCount(0);
  });
});

/** An element's background as [r, g, b], whatever colour space the page wrote it in. */
function backgroundRgb(element: Element): number[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d')!;
  context.fillStyle = getComputedStyle(element).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
}

/** The hue (0–360) of an RGB colour. */
function hueOf([r = 0, g = 0, b = 0]: number[]): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
