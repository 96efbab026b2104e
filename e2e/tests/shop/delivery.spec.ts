import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryByText,
  deliveryDate,
} from '@terracraft/shared/delivery';
import { signInNewShopper } from '../../support/accounts';
import { expect, expectAccessible, fromShop, test } from '../../support/fixtures';
import { ADDRESS, addProduct, fillCart, ordersOf } from '../../support/orders';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('delivery', () => {
  test('a PIN check on a product page shows the delivery date and cash on delivery', async ({
    page,
    db,
  }) => {
    const vase = await addProduct(db, { name: 'Blue Pottery Vase', price: 89_900 });
    await page.goto(`/product/${vase.id}`);
    const check = page.getByRole('region', { name: 'Check delivery' });
    const pin = check.getByLabel('PIN code for delivery');

    await pin.fill('999999');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toHaveText(
      'PIN code 999999 does not exist. Please check it.',
    );

    await pin.fill('560038');
    await check.getByRole('button', { name: 'Check' }).click();
    // Bengaluru is a metro; the days count from today in India, Sundays not counted.
    const expected = deliveryByText(deliveryDate(new Date(), DEFAULT_DELIVERY_SETTINGS.days.metro));
    await expect(check.getByText(expected)).toBeVisible();
    await expect(check.getByText('Cash on delivery available')).toBeVisible();
    await expect(check).toContainText('Bangalore, Karnataka 560038');
    await expectAccessible(page);
  });

  test('checkout refuses a PIN from another state than the one chosen', async ({ page, db }) => {
    const shopper = await signInNewShopper(page, { name: 'Priya Sharma' });
    const bowl = await addProduct(db, { name: 'Terracotta Bowl', price: 45_000 });
    await fillCart(page, [bowl], {
      shippingAddress: { address: ADDRESS.address, state: 'Jharkhand', pin: ADDRESS.pin },
    });
    await page.goto('/checkout');
    await field(page, 'Phone').fill(ADDRESS.phone);
    await field(page, 'City').fill('Ranchi');
    await field(page, 'PIN Code').fill('560038');
    await expect(page.getByText('PIN code 560038 is in Karnataka, not Jharkhand.')).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(field(page, 'PIN Code')).toBeFocused();
    expect(await ordersOf(db, shopper.email)).toEqual([]);

    // A PIN typed into an empty form fills the city and the state.
    await field(page, 'City').fill('');
    await field(page, 'State').selectOption('');
    await field(page, 'PIN Code').fill('826001');
    await expect(field(page, 'City')).toHaveValue('Dhanbad');
    await expect(field(page, 'State')).toHaveValue('Jharkhand');
  });

  test('cash on delivery disappears above the limit, and the API refuses it', async ({
    page,
    db,
  }) => {
    const shopper = await signInNewShopper(page, { name: 'Priya Sharma' });
    const chest = await addProduct(db, { name: 'Carved Sheesham Chest', price: 600_000 });
    await fillCart(page, [{ ...chest, quantity: 2 }], {
      shippingAddress: { address: ADDRESS.address, state: ADDRESS.state, pin: ADDRESS.pin },
    });
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      'Total₹12,059.00',
    );
    await expect(
      page.getByText('Cash on delivery is available only for orders up to ₹10,000.00.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();

    const refused = await page.request.post('/api/orders', {
      headers: { 'idempotency-key': randomUUID(), ...fromShop() },
      data: {
        items: [{ id: chest.id, quantity: 2, unitPrice: chest.price }],
        shippingAddress: { ...ADDRESS, email: shopper.email },
        paymentMethod: 'cod',
      },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.code).toBe('COD_UNAVAILABLE');
    expect(await ordersOf(db, shopper.email)).toEqual([]);
  });
});
