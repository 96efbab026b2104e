import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../integrations/razorpay/sandbox-gateway';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import { returnsTestKit } from './returns.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;
let stranger: Awaited<ReturnType<typeof signUpShopper>>;
const sandbox = createSandboxGateway('returns-test-secret');

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
    paymentGateway: sandbox,
  });
  staff = await signUpStaff(t, 'staff', { email: 'ravi.staff@example.in' });
  shopper = await signUpShopper(t);
  stranger = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const kit = returnsTestKit(
  () => t,
  () => ({ staff, shopper }),
);
const { get, post, move, deliveredCod, deliveredDaysAgo, UPI, requestReturn } = kit;

const shopperOrder = async (number: string) =>
  (await get(`/api/orders/${number}`, shopper.cookie)).json().order;

describe('asking for a return', () => {
  it('is accepted on the 7th day after delivery and refused on the 8th', async () => {
    const seventh = await deliveredCod();
    await deliveredDaysAgo(seventh.number, 7);
    const ok = await requestReturn(seventh.number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().return).toMatchObject({
      status: 'requested',
      reason: 'changed-mind',
      lines: [{ position: 0, quantity: 1, name: seventh.product.name }],
      refundTo: 'UPI asha.rao@okaxis',
    });

    const eighth = await deliveredCod();
    await deliveredDaysAgo(eighth.number, 8);
    const late = await requestReturn(eighth.number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/return window of order #TC\d+ closed on/);
    expect((await shopperOrder(eighth.number)).returns).toEqual([]);
  });

  it('is refused for an order not delivered yet', async () => {
    const product = await addProduct(t);
    const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
    const number = placed.json().order.number;
    await move(number, 'confirm');
    await move(number, 'pack');
    await move(number, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    const res = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/has not been delivered yet/);
  });

  it('answers 404 for another shopper’s order, and 401 for a visitor', async () => {
    const { number } = await deliveredCod();
    const body = { lines: [{ position: 0, quantity: 1 }], reason: 'other', refundTo: UPI };
    const res = await requestReturn(number, body, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(`Order #${number} was not found.`);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/returns`,
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('never returns more than was delivered, across requests; a rejected return frees its units', async () => {
    const { number, product } = await deliveredCod({ quantity: 3 });
    const tooMany = await requestReturn(number, {
      lines: [{ position: 0, quantity: 4 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['lines.0.quantity']).toBe(
      `You can return at most 3 of ${product.name}.`,
    );
    const noSuchLine = await requestReturn(number, {
      lines: [{ position: 5, quantity: 1 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(noSuchLine.statusCode).toBe(400);

    const first = await requestReturn(number, {
      lines: [{ position: 0, quantity: 2 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(first.statusCode).toBe(201);
    const second = await requestReturn(number, {
      lines: [{ position: 0, quantity: 2 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(`You can return at most 1 of ${product.name}.`);

    const rejected = await post(`/api/admin/returns/${first.json().return.number}/reject`, {
      reason: 'Used items cannot be returned.',
    });
    expect(rejected.statusCode).toBe(200);
    const again = await requestReturn(number, {
      lines: [{ position: 0, quantity: 3 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    expect(again.statusCode).toBe(201);
  });

  it('needs a valid refund destination for a cash-on-delivery order', async () => {
    const { number } = await deliveredCod();
    const ask = (refundTo?: object) =>
      requestReturn(number, { lines: [{ position: 0, quantity: 1 }], reason: 'other', refundTo });

    const none = await ask();
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('refundTo');
    expect((await ask({ method: 'upi', upiId: 'not-a-upi-id' })).statusCode).toBe(400);
    const shortAccount = await ask({
      method: 'bank',
      accountNumber: '12345678',
      ifsc: 'SBIN0001234',
      accountHolder: 'Asha Rao',
    });
    expect(shortAccount.statusCode).toBe(400);
    const badIfsc = await ask({
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'SBIN1001234',
      accountHolder: 'Asha Rao',
    });
    expect(badIfsc.statusCode).toBe(400);
    const tooLong = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'other',
      details: 'x'.repeat(1001),
      refundTo: UPI,
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await shopperOrder(number)).returns).toEqual([]);

    const bank = await ask({
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'sbin0001234',
      accountHolder: 'Asha Rao',
    });
    expect(bank.statusCode, bank.body).toBe(201);
    expect(bank.json().return.refundTo).toBe('Bank account ••••9012 (SBIN0001234)');
  });
});
