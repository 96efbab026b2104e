import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { outbox, stockOf } from '../../test/shop-data';
import { paymentsTestKit } from './payments.test-support';

let t: TestApp;
/** The app's own sandbox: it signs the answers and webhooks and remembers what was paid. */
const sandbox: SandboxGateway = createSandboxGateway('payments-test-secret');
beforeAll(async () => {
  // Many shoppers sign up from one address here; the limits themselves are tested with accounts.
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' },
    paymentGateway: sandbox,
  });
});
afterAll(() => t.close());

const { post, get, placeOnline, placePaid, sandboxPay, orderRow } = paymentsTestKit(
  () => t,
  sandbox,
);

describe('online orders', () => {
  it('wait as Payment pending (not Processing) with the Razorpay order to pay', async () => {
    const shopper = await signUpShopper(t);
    const { order, payment, number, product } = await placeOnline(shopper.cookie);
    expect(order).toMatchObject({
      status: 'payment_pending',
      paymentMethod: 'online',
      paymentStatus: 'awaiting_payment',
      total: 305_900,
    });
    const window = new Date(order.paymentDueBy).getTime() - new Date(order.placedAt).getTime();
    expect(window).toBe(30 * 60 * 1000);
    expect(payment).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
      gatewayOrderId: expect.stringMatching(/^order_[A-Za-z0-9]+$/),
      amount: 305_900,
      currency: 'INR',
    });
    expect(await stockOf(t, product.id)).toBe(3);

    const processing = (await get('/api/orders?status=processing', shopper.cookie)).json();
    expect(processing.orders).toEqual([]);
    const all = (await get('/api/orders', shopper.cookie)).json();
    expect(all.orders.map((o: { number: string }) => o.number)).toEqual([number]);
    expect((await outbox(t)).some((eml) => eml.includes(`#${number} has been received`))).toBe(
      false,
    );
  });

  it('become paid and Processing once Checkout’s signed answer is verified, once', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    const answer = await sandboxPay(shopper.cookie, payment.gatewayOrderId);
    const res = await post(`/api/orders/${number}/payment`, shopper.cookie, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      paymentDueBy: null,
    });
    const confirmations = async () =>
      (await outbox(t)).filter((eml) => eml.includes(`#${number} has been received`)).length;
    expect(await confirmations()).toBe(1);

    const paidAt = (await orderRow(number)).paidAt;
    const again = await post(`/api/orders/${number}/payment`, shopper.cookie, answer);
    expect(again.statusCode).toBe(200);
    expect((await orderRow(number)).paidAt).toEqual(paidAt);
    expect(await confirmations()).toBe(1);
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, payment.gatewayOrderId));
    expect(stored?.gatewayPaymentId).toBe(answer.razorpay_payment_id);
  });

  it('stay unpaid when the signature is tampered with', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    const answer = await sandboxPay(shopper.cookie, payment.gatewayOrderId);
    const last = answer.razorpay_signature.at(-1) === '0' ? '1' : '0';
    const tampered = {
      ...answer,
      razorpay_signature: answer.razorpay_signature.slice(0, -1) + last,
    };
    const res = await post(`/api/orders/${number}/payment`, shopper.cookie, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'PAYMENT_NOT_VERIFIED',
      message: 'The payment could not be verified, so the order is still waiting for payment.',
    });
    const otherPayment = await post(`/api/orders/${number}/payment`, shopper.cookie, {
      ...answer,
      razorpay_payment_id: 'pay_SomeoneElse123',
    });
    expect(otherPayment.statusCode).toBe(400);
    expect((await orderRow(number)).status).toBe('payment_pending');
  });

  it('check the signature against the Razorpay order stored for the order, not the one sent', async () => {
    const shopper = await signUpShopper(t);
    const cheap = await placeOnline(shopper.cookie);
    const dear = await placeOnline(shopper.cookie);
    // A genuine answer, but for the other order.
    const answer = await sandboxPay(shopper.cookie, cheap.payment.gatewayOrderId);
    const res = await post(`/api/orders/${dear.number}/payment`, shopper.cookie, answer);
    expect(res.statusCode).toBe(400);
    const claimed = await post(`/api/orders/${dear.number}/payment`, shopper.cookie, {
      ...answer,
      razorpay_order_id: dear.payment.gatewayOrderId,
    });
    expect(claimed.statusCode).toBe(400);
    expect((await orderRow(dear.number)).status).toBe('payment_pending');
    expect((await orderRow(cheap.number)).status).toBe('payment_pending');
  });

  it('are confirmed only by their own shopper', async () => {
    const owner = await signUpShopper(t);
    const other = await signUpShopper(t);
    const { payment, number } = await placeOnline(owner.cookie);
    const answer = await sandboxPay(owner.cookie, payment.gatewayOrderId);
    expect((await post(`/api/orders/${number}/payment`, other.cookie, answer)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/orders/${number}/payment`, undefined, answer)).statusCode).toBe(401);
    expect((await orderRow(number)).status).toBe('payment_pending');
  });

  it('are refunded in full when cancelled after payment', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number, product } = await placePaid(shopper.cookie);
    const res = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, payment.gatewayOrderId));
    expect(stored?.refundId).toMatch(/^rfnd_/);
    expect(await stockOf(t, product.id)).toBe(5);
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain('Your payment of ₹3,059.00 has been refunded');
  });
});

describe('the payment sandbox', () => {
  it('tells the browser which script and key to use, and serves a Razorpay-compatible script', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
      scriptUrl: '/api/payments/sandbox/checkout.js',
    });
    const script = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.Razorpay = Razorpay');
    expect(script.body).toContain("'payment.failed'");
  });

  it('pays only orders it created', async () => {
    const shopper = await signUpShopper(t);
    const res = await post('/api/payments/sandbox/pay', shopper.cookie, {
      order_id: 'order_Unknown0001',
    });
    expect(res.statusCode).toBe(404);
  });

  it('pays an order only for its own signed-in shopper: nobody marks another’s order paid', async () => {
    const owner = await signUpShopper(t);
    const stranger = await signUpShopper(t);
    const { payment, number } = await placeOnline(owner.cookie);
    const body = { order_id: payment.gatewayOrderId };

    const signedOut = await post('/api/payments/sandbox/pay', undefined, body);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');

    const someoneElse = await post('/api/payments/sandbox/pay', stranger.cookie, body);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json().error.code).toBe('NOT_FOUND');

    const order = (await get(`/api/orders/${number}`, owner.cookie)).json().order;
    expect(order.status).toBe('payment_pending');

    const own = await post('/api/payments/sandbox/pay', owner.cookie, body);
    expect(own.statusCode).toBe(200);
  });
});
