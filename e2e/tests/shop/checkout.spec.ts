import type { Page } from '@playwright/test';
import { formatCalendarDate } from '@terracraft/shared/dates';
import { DEFAULT_DELIVERY_SETTINGS, deliveryDate } from '@terracraft/shared/delivery';
import { latestMailTo, signInNewShopper } from '../../support/accounts';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { ADDRESS, addProduct, fillCart, ordersOf, stockOf } from '../../support/orders';

test.describe('checkout', () => {
  test('an empty cart says so and leads back to the products', async ({ page }) => {
    await signInNewShopper(page);
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('cash on delivery: prefilled form, server summary, order placed, order complete after reload', async ({
    page,
    db,
  }) => {
    // A whole journey, a reload of the finished order included: more than the default 30 s on a
    // busy machine.
    test.setTimeout(90_000);
    const shopper = await signInNewShopper(page, { name: 'Priya Sharma' });
    const lamp = await addProduct(db, { name: 'Bamboo Table Lamp', price: 149_900, stock: 6 });
    const bowl = await addProduct(db, { name: 'Terracotta Bowl', price: 45_000, stock: 3 });
    await fillCart(page, [{ ...lamp, quantity: 2 }, bowl], {
      shippingAddress: { address: ADDRESS.address, state: ADDRESS.state, pin: ADDRESS.pin },
    });
    await page.goto('/checkout');

    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Priya');
    await expect(field(page, 'Last Name')).toHaveValue('Sharma');
    await expect(field(page, 'Email')).toHaveValue(shopper.email);
    await expect(field(page, 'Address')).toHaveValue(ADDRESS.address);
    await expect(field(page, 'State')).toHaveValue('Jharkhand');
    await expect(field(page, 'PIN Code')).toHaveValue('834001');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Bamboo Table Lamp')).toBeVisible();
    await expect(summary.getByText('Qty: 1 × ₹450.00')).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: '₹3,448.00' })).toHaveCount(1);
    await expect(summary).toContainText('Shipping₹59.00');
    await expect(summary).toContainText('Total₹3,507.00');
    await expectAccessible(page);

    // Every field is required; the phone and PIN follow Indian formats.
    await field(page, 'Phone').fill('12345');
    await field(page, 'PIN Code').fill('012345');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
    await expect(
      page.getByText('Enter a valid 6-digit PIN code (it cannot start with 0)'),
    ).toBeVisible();
    await expect(page.getByText('Enter your city')).toBeVisible();
    expect(await ordersOf(db, shopper.email)).toEqual([]);

    await field(page, 'Phone').fill('+91 98765 43210');
    await field(page, 'City').fill('Ranchi');
    await field(page, 'PIN Code').fill('834001');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();

    // Hold the order request a moment to see the button while it works.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/order-complete\?order=TC\d+$/);
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(`#${number}`)).toBeVisible();
    await expect(page.locator('[data-status="processing"]')).toHaveText('Processing');
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /Order Placed/,
      /Processing/,
      /Shipped/,
      /Delivered/,
    ]);
    // Ranchi is the shop's own city: its days from today in India, Sundays not counted.
    const delivery = formatCalendarDate(
      deliveryDate(new Date(), DEFAULT_DELIVERY_SETTINGS.days.local),
    );
    await expect(page.getByText(delivery)).toBeVisible();
    await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();
    await expectAccessible(page);

    const [order] = await ordersOf(db, shopper.email);
    expect(order).toMatchObject({
      number: Number(number.slice(2)),
      status: 'processing',
      payment_method: 'cod',
      total: 350_700,
    });
    expect(await stockOf(db, lamp.id)).toBe(4);
    expect(await stockOf(db, bowl.id)).toBe(2);
    const mail = await latestMailTo(shopper.email);
    expect(mail).toContain(`Subject: Your TerraCraft order #${number} has been received`);
    expect(mail).toContain('2 × Bamboo Table Lamp (@ ₹1,499.00 each) — ₹2,998.00');
    expect(mail).toMatch(/Payment: Cash on delivery\r?\n/);

    await page.reload();
    await expect(page.getByText(`#${number}`)).toBeVisible();
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  });

  test('@embedded online payment through the sandbox: Pay confirms the order', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const vase = await addProduct(db, { name: 'Blue Pottery Vase', price: 219_900, stock: 2 });
    await fillCart(page, [vase]);
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    const dialog = page.getByRole('dialog', { name: 'TerraCraft' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('₹2,258.00');
    await expect(dialog).toContainText(shopper.email);
    const [pending] = await ordersOf(db, shopper.email);
    expect(pending).toMatchObject({
      status: 'payment_pending',
      payment_status: 'awaiting_payment',
    });

    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/order-complete\?order=TC\d+$/);
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page.locator('[data-status="processing"]')).toHaveText('Processing');
    await expect(page.getByText('Online payment (Razorpay) · Paid')).toBeVisible();
    const [paid] = await ordersOf(db, shopper.email);
    expect(paid).toMatchObject({ status: 'processing', payment_status: 'paid', total: 225_800 });
    expect(await stockOf(db, vase.id)).toBe(1);
  });

  test('@embedded a failed sandbox payment says so; the same order can be paid later', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const basket = await addProduct(db, { name: 'Jute Storage Basket', price: 89_900 });
    await fillCart(page, [basket]);
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    const dialog = page.getByRole('dialog', { name: 'TerraCraft' });
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText('Failed to process payment. Please try again')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(dialog).toBeHidden();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled();
    const [unpaid] = await ordersOf(db, shopper.email);
    expect(unpaid).toMatchObject({ status: 'payment_pending', payment_status: 'awaiting_payment' });

    await expect(
      page.getByText(
        'Payment cancelled. An unpaid order is kept for 30 minutes: complete its payment from My Orders.',
      ),
    ).toBeVisible();

    // Coming back to checkout and trying again pays for the same order rather than placing (and
    // reserving the goods for) a second one.
    await page.goto('/cart');
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await placeOrder.click();
    await page
      .getByRole('dialog', { name: 'TerraCraft' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(page).toHaveURL(`/order-complete?order=TC${unpaid!.number}`);
    const orders = await ordersOf(db, shopper.email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await stockOf(db, basket.id)).toBe(9);
  });

  test('leaving the payment window and coming back twice ends with one order, which can be cancelled', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const lantern = await addProduct(db, {
      name: 'Brass Hanging Lantern',
      price: 189_900,
      stock: 5,
    });
    await fillCart(page, [lantern]);
    const dialog = page.getByRole('dialog', { name: 'TerraCraft' });
    const tryToPay = async () => {
      await page.goto('/checkout');
      await fillAddress(page);
      await page.getByRole('radio', { name: /Pay Online/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(dialog).toContainText('₹1,958.00');
    };

    await tryToPay();
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    const [pending] = await ordersOf(db, shopper.email);
    // Twice more, each time leaving with the payment window open and coming back in a new tab
    // (a checkout attempt of its own): the third try used to be refused.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto('/about');
      await page.evaluate(() => sessionStorage.clear());
      await tryToPay();
    }
    await page.goto('/account/orders');
    const orders = await ordersOf(db, shopper.email);
    expect(orders).toEqual([pending]);
    expect(pending).toMatchObject({ status: 'payment_pending' });
    expect(await stockOf(db, lantern.id)).toBe(4);

    // My Orders offers to pay it or to cancel it; cancelled, its lantern is back on sale.
    const card = page.getByRole('article', { name: `Order #TC${pending!.number}` });
    await expect(card.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order #TC${pending!.number}?` });
    await expect(cancel).toContainText('It has not been paid, so nothing will be charged.');
    await cancel.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(card.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
    expect(await stockOf(db, lantern.id)).toBe(5);
    expect(await ordersOf(db, shopper.email)).toMatchObject([
      { status: 'cancelled', payment_status: 'not_paid' },
    ]);
  });

  test('when the payment script cannot load, nothing is ordered or paid', async ({ page, db }) => {
    const shopper = await signInNewShopper(page);
    const bell = await addProduct(db, { name: 'Brass Wind Bell', stock: 4 });
    await fillCart(page, [bell]);
    await page.route('**/checkout.js', (route) => route.abort());
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Razorpay SDK failed to load')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await ordersOf(db, shopper.email)).toEqual([]);
    expect(await stockOf(db, bell.id)).toBe(4);
  });

  test('an item that sold out meanwhile is refused by name, and nothing is ordered', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page);
    const hanger = await addProduct(db, { name: 'Macrame Wall Hanging', stock: 1 });
    await fillCart(page, [hanger]);
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      'Macrame Wall Hanging',
    );
    await db.query('UPDATE products SET stock = 0 WHERE slug = $1', [hanger.id]);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Failed to place order. Please try again')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Macrame Wall Hanging' })).toHaveText(
      '"Macrame Wall Hanging" is out of stock. Please remove it from your cart.',
    );
    expect(await ordersOf(db, shopper.email)).toEqual([]);
  });
});

/** A field of the checkout form, by its exact label (the footer has an email box too). */
function field(page: Page, label: string) {
  return page.getByRole('form', { name: 'Checkout' }).getByLabel(label, { exact: true });
}

async function fillAddress(page: Page) {
  await field(page, 'Phone').fill(ADDRESS.phone);
  await field(page, 'Address').fill(ADDRESS.address);
  await field(page, 'City').fill(ADDRESS.city);
  await field(page, 'State').selectOption(ADDRESS.state);
  await field(page, 'PIN Code').fill(ADDRESS.pin);
}
