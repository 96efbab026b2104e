import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createSandboxGateway } from '../../integrations/razorpay/sandbox-gateway';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import { addProduct, orderBody, outbox, placeOrder, stockOf } from '../../test/shop-data';
import { returnsTestKit } from './returns.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;
const sandbox = createSandboxGateway('returns-test-secret');

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
    paymentGateway: sandbox,
  });
  staff = await signUpStaff(t, 'staff', { email: 'ravi.staff@example.in' });
  shopper = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const kit = returnsTestKit(
  () => t,
  () => ({ staff, shopper }),
);
const { get, post, move, deliver, deliveredCod, UPI, RESTOCK, requestReturn, ledgerOf } = kit;

const shopperOrder = async (number: string) =>
  (await get(`/api/orders/${number}`, shopper.cookie)).json().order;

describe('the staff steps', () => {
  it('go in order only, each once, and a rejection needs its reason', async () => {
    const { number } = await deliveredCod();
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'changed-mind',
      refundTo: UPI,
    });
    const rt = asked.json().return.number as string;

    const early = await post(`/api/admin/returns/${rt}/receive`, RESTOCK);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(
      new RegExp(`Return ${rt} is requested, so it cannot be marked received now`),
    );
    expect((await post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR1' })).statusCode).toBe(
      409,
    );
    const noReason = await post(`/api/admin/returns/${rt}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);

    const approved = await post(`/api/admin/returns/${rt}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', actions: ['receive'] });
    expect((await post(`/api/admin/returns/${rt}/approve`)).statusCode).toBe(409);
    expect((await post(`/api/admin/returns/${rt}/reject`, { reason: 'No' })).statusCode).toBe(409);

    // Shoppers and visitors cannot take staff steps.
    expect(
      (await post(`/api/admin/returns/${rt}/receive`, RESTOCK, shopper.cookie)).statusCode,
    ).toBe(403);
    expect((await get('/api/admin/returns/RT999999')).statusCode).toBe(404);
  });

  it('receive the units into stock through the ledger and refund a COD return with its reference', async () => {
    const { number, product } = await deliveredCod({ quantity: 2 });
    const before = await stockOf(t, product.id);
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 2 }],
      reason: 'changed-mind',
      details: 'The colour does not suit the room.',
      refundTo: UPI,
    });
    const rt = asked.json().return.number as string;
    await post(`/api/admin/returns/${rt}/approve`);
    const received = await post(`/api/admin/returns/${rt}/receive`, RESTOCK);
    expect(received.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(before! + 2);
    const ledger = await ledgerOf(product.id);
    expect(ledger.at(-1)).toMatchObject({ delta: 2, reason: 'order-returned' });
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(before! + 2);

    // Cash on delivery: the cash must have reached the shop, and staff type the transfer's UTR.
    const uncollected = await post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR123' });
    expect(uncollected.statusCode).toBe(409);
    expect(uncollected.json().error.message).toMatch(/has not been marked collected/);
    await move(number, 'cash-collected');
    const noReference = await post(`/api/admin/returns/${rt}/refund`, {});
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.fields).toHaveProperty('reference');

    const refunded = await post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR123456' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Changed my mind: the shop keeps the shipping charge.
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refundAmount: product.price * 2,
      refundReference: 'UTR123456',
    });
    const twice = await post(`/api/admin/returns/${rt}/refund`, { reference: 'UTR123456' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      `Return ${rt} has already been refunded; it cannot be refunded twice.`,
    );

    // The shopper sees each step, with its date; the order stays Delivered.
    const order = await shopperOrder(number);
    expect(order.status).toBe('delivered');
    expect(order.returns).toEqual([
      expect.objectContaining({
        number: rt,
        status: 'refunded',
        requestedAt: expect.any(String),
        approvedAt: expect.any(String),
        receivedAt: expect.any(String),
        refundedAt: expect.any(String),
        refundAmount: product.price * 2,
      }),
    ]);

    // Audited, in the order's timeline, and mailed at every step.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, rt));
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['return.approve', 'return.receive', 'return.refund'].sort(),
    );
    const timeline = (await get(`/api/admin/orders/${number}`)).json().timeline as {
      type: string;
    }[];
    expect(timeline.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'return-requested',
        'return-approved',
        'return-received',
        'return-refunded',
      ]),
    );
    const mails = (await outbox(t)).filter((eml) =>
      eml.includes(`return ${rt} of order #${number}`),
    );
    // One mail per step (two steps a moment apart may be sent in either order).
    const subjects = mails.map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1]);
    expect(subjects).toHaveLength(4);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`We have your return request for order #${number}`),
        expect.stringContaining(`Your return ${rt} for order #${number} is approved`),
        expect.stringContaining(`We have received your return ${rt}`),
        expect.stringContaining(`Your refund for return ${rt} of order #${number} is complete`),
      ]),
    );
    expect(mails.find((eml) => eml.includes('is complete'))).toContain('UTR123456');
    // Cash on delivery: the refund goes to the UPI ID given, never "the original payment method".
    const receivedMail = mails.find((eml) => eml.includes('We have received your return'));
    expect(receivedMail).toContain('We will pay your refund to UPI asha.rao@okaxis');
    expect(receivedMail).not.toContain('original payment method');
  });

  it('list the queue by status and an order’s returns', async () => {
    const { number } = await deliveredCod();
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'wrong-item',
      refundTo: UPI,
    });
    const rt = asked.json().return.number;
    const queue = (await get('/api/admin/returns?status=requested')).json();
    expect(queue.items.map((item: { number: string }) => item.number)).toContain(rt);
    expect(queue.items.every((item: { status: string }) => item.status === 'requested')).toBe(true);
    const detail = (await get(`/api/admin/returns/${rt}`)).json();
    expect(detail).toMatchObject({
      orderNumber: number,
      destination: { method: 'upi', upiId: 'asha.rao@okaxis' },
      actions: ['approve', 'reject'],
    });
    const ofOrder = (await get(`/api/admin/orders/${number}/returns`)).json();
    expect(ofOrder.items).toHaveLength(1);
  });
});

describe('refunds of online payments', () => {
  async function paidDelivered(couponCode?: string) {
    const product = await addProduct(t, { price: 150_000, stock: 10 });
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...product, quantity: 2 }], { paymentMethod: 'online', couponCode }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json();
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { cookie: shopper.cookie },
      payload: { order_id: payment.gatewayOrderId },
    });
    const paid = await post(`/api/orders/${order.number}/payment`, pay.json(), shopper.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    await deliver(order.number);
    return { number: order.number as string, order, product };
  }

  async function returnAndRefund(number: string, quantity: number, reason: string) {
    const asked = await requestReturn(number, { lines: [{ position: 0, quantity }], reason });
    expect(asked.statusCode, asked.body).toBe(201);
    const rt = asked.json().return.number as string;
    await post(`/api/admin/returns/${rt}/approve`);
    await post(`/api/admin/returns/${rt}/receive`, RESTOCK);
    const res = await post(`/api/admin/returns/${rt}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('refund the returned lines less their share of the coupon, through the gateway', async () => {
    // ₹3,000 of goods, ₹200 off (FLAT200), ₹59 shipping: one unit back refunds ₹1,500 − ₹100.
    const { number, order } = await paidDelivered('FLAT200');
    expect(order.discount).toBe(20_000);
    const first = await returnAndRefund(number, 1, 'changed-mind');
    expect(first.refundAmount).toBe(140_000);
    expect(first.refundReference).toMatch(/^rfnd_/);
    // The second unit, damaged: the shop's fault, so the shipping charge comes back too.
    const second = await returnAndRefund(number, 1, 'damaged');
    expect(second.refundAmount).toBe(140_000 + order.shipping);
    expect(first.refundAmount + second.refundAmount).toBe(order.total);

    // The order stays delivered and paid; its returns say what came back.
    const shown = await shopperOrder(number);
    expect(shown).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(shown.returns.map((r: { refundAmount: number }) => r.refundAmount)).toEqual([
      140_000,
      140_000 + order.shipping,
    ]);
  });
});
