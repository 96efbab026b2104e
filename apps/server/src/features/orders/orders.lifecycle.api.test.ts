import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import {
  addProduct,
  orderBody,
  outbox,
  placeOrder,
  stockOf,
  unitsSold,
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

const { get, post, advance } = shopperOrdersKit(() => t);

describe('the order state machine', () => {
  it('cancels a Processing order: stock, coupon use and sales come back, and a mail says so', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { name: 'Cane Lamp', price: 150_000, stock: 4 });
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...lamp, quantity: 3 }], { couponCode: 'WELCOME10' }),
    );
    const number = placed.json().order.number as string;
    expect(await stockOf(t, lamp.id)).toBe(1);

    const res = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_paid',
      cancelReason: 'shopper',
    });
    expect(await stockOf(t, lamp.id)).toBe(4);
    expect(await unitsSold(t, lamp.id)).toBe(0);
    const quote = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: lamp.id, quantity: 1 }],
      couponCode: 'WELCOME10',
    });
    expect(quote.json().couponError).toBeNull();
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain(`As you asked, order #${number} has been cancelled.`);

    const again = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Order #${number} is already cancelled.`);
    expect(await stockOf(t, lamp.id)).toBe(4);
  });

  it('shows the shopper each move staff make, and refuses a cancel once shipped', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t, { stock: 3 });
    const number = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order
      .number as string;

    expect((await advance(number, 'shipped')).statusCode).toBe(200);
    const cancel = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(
      `Order #${number} has already shipped and can no longer be cancelled.`,
    );
    const shipped = (await get(`/api/orders/${number}`, shopper.cookie)).json().order;
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipment: {
        carrier: 'India Post',
        trackingNumber: 'EE123456789IN',
        // India Post's tracking page, made from the number.
        trackingUrl: expect.stringContaining('consignmentnumber=EE123456789IN'),
      },
    });

    const staff = await signUpStaff(t);
    const { version } = (await get(`/api/admin/orders/${number}`, staff.cookie)).json();
    expect(
      (await post(`/api/admin/orders/${number}/deliver`, staff.cookie, { version })).statusCode,
    ).toBe(200);

    const order = (await get(`/api/orders/${number}`, shopper.cookie)).json().order;
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'due_on_delivery' });
    expect(order.shippedAt).not.toBeNull();
    expect(order.deliveredAt).not.toBeNull();
    expect(order.shipment.deliveredAt).not.toBeNull();
    expect(await stockOf(t, jar.id)).toBe(2);
  });

  it('keeps a cancelled order cancelled', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t);
    const number = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number;
    await post(`/api/orders/${number}/cancel`, shopper.cookie);
    const refused = await advance(number, 'shipped');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Order #${number} is Cancelled, which is final: it cannot become Confirmed.`,
    );
  });
});
