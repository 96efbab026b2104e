import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpShopper, type TestApp, saveSellerDetails } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  newKey,
  orderBody,
  ordersTo,
  placeOrder,
  stockOf,
} from '../../test/shop-data';
import { shopperOrdersKit } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  // Many shoppers sign up from one address here; the limits themselves are tested with accounts.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const { get } = shopperOrdersKit(() => t);

describe('bad input', () => {
  it('answers every malformed order with a clear 400 and writes nothing', async () => {
    const shopper = await signUpShopper(t, { email: `bad-${Date.now()}@example.in` });
    const jar = await addProduct(t, { stock: 5 });
    const address = { ...ADDRESS, email: shopper.email };
    const cases: [string, unknown, string | RegExp][] = [
      [
        'phone',
        orderBody([jar], { shippingAddress: { ...address, phone: '12345' } }),
        'Enter a valid 10-digit Indian mobile number',
      ],
      [
        'landline-like',
        orderBody([jar], { shippingAddress: { ...address, phone: '5123456789' } }),
        'Enter a valid 10-digit Indian mobile number',
      ],
      [
        'landline',
        orderBody([jar], { shippingAddress: { ...address, phone: '080 2345 6789' } }),
        'That is a landline number: enter a 10-digit mobile number',
      ],
      [
        'PIN',
        orderBody([jar], { shippingAddress: { ...address, pin: '012345' } }),
        'Enter a valid 6-digit PIN code (it cannot start with 0)',
      ],
      [
        'state',
        orderBody([jar], { shippingAddress: { ...address, state: 'Atlantis' } }),
        'Choose a state or union territory',
      ],
      [
        'first name',
        orderBody([jar], { shippingAddress: { ...address, firstName: '  ' } }),
        'Enter your first name',
      ],
      [
        'email',
        orderBody([jar], { shippingAddress: { ...address, email: 'asha@' } }),
        'Enter a valid email address',
      ],
      ['empty cart', orderBody([]), 'Your cart is empty'],
      ['quantity', orderBody([{ ...jar, quantity: 0 }]), /quantity/],
      ['price', orderBody([{ ...jar, price: -1 }]), /unitPrice/],
      ['method', { ...orderBody([jar]), paymentMethod: 'cheque' }, 'Choose a payment method'],
      ['unknown product', orderBody([{ id: 'no-such-thing', price: 100 }]), /no-such-thing/],
    ];
    for (const [name, body, message] of cases) {
      const res = await placeOrder(t, shopper.cookie, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message, name).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        cookie: shopper.cookie,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: '{"items": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get('/api/orders/not-a-number', shopper.cookie)).statusCode).toBe(400);
    expect(await stockOf(t, jar.id)).toBe(5);
    expect(await ordersTo(t, shopper.email)).toBe(0);
  });
});
