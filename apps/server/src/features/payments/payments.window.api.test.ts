import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/razorpay';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { outbox, stockOf, unitsSold } from '../../test/shop-data';
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

const { overdue, withGateway, post, get, placeOnline, sandboxPay, orderRow } = paymentsTestKit(
  () => t,
  sandbox,
);

describe('the payment window', () => {
  it('releases an online order unpaid after 30 minutes: stock, coupon use and sales come back', async () => {
    const shopper = await signUpShopper(t);
    const { number, product } = await placeOnline(shopper.cookie, { couponCode: 'WELCOME10' });
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await unitsSold(t, product.id)).toBe(2);
    await overdue(number);

    expect(await t.app.paymentExpiry.expireOverdue()).toBeGreaterThanOrEqual(1);
    const list = (await get('/api/orders', shopper.cookie)).json();
    expect(list.orders[0]).toMatchObject({
      number,
      status: 'cancelled',
      paymentStatus: 'not_paid',
      cancelReason: 'payment_timeout',
    });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await unitsSold(t, product.id)).toBe(0);
    const quote = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: product.id, quantity: 1 }],
      couponCode: 'WELCOME10',
    });
    expect(quote.json().couponError).toBeNull();
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain('was not completed in time');
  });

  it('leaves orders still within their window alone, and releases each order once', async () => {
    const shopper = await signUpShopper(t);
    const late = await placeOnline(shopper.cookie);
    const fresh = await placeOnline(shopper.cookie);
    await overdue(late.number);
    const job = t.app.paymentExpiry;
    expect(await job.expireOverdue()).toBeGreaterThanOrEqual(1);
    expect(await job.expireOverdue()).toBe(0);
    expect((await orderRow(late.number)).status).toBe('cancelled');
    expect((await orderRow(fresh.number)).status).toBe('payment_pending');
    expect(await stockOf(t, late.product.id)).toBe(5);
    expect(await stockOf(t, fresh.product.id)).toBe(3);
  });

  it('records a payment whose answer never reached the shop instead of releasing the order', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number, product } = await placeOnline(shopper.cookie);
    // The shopper paid, then the page closed before Checkout's answer came back; no webhook came.
    await sandboxPay(shopper.cookie, payment.gatewayOrderId);
    await overdue(number);

    await t.app.paymentExpiry.expireOverdue();
    expect(await orderRow(number)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product.id)).toBe(3);
    const mails = await outbox(t);
    expect(mails.some((eml) => eml.includes(`#${number} has been received`))).toBe(true);
    expect(mails.some((eml) => eml.includes(`#${number} has been cancelled`))).toBe(false);
  });

  it('keeps an order it cannot ask the gateway about until it can', async () => {
    const shopper = await signUpShopper(t);
    const { number, product } = await placeOnline(shopper.cookie);
    await overdue(number);
    const unreachable: PaymentGateway = {
      ...sandbox,
      async findCapturedPayment() {
        throw new PaymentGatewayError('connect ETIMEDOUT');
      },
    };
    await withGateway(unreachable, (other) => other.app.paymentExpiry.expireOverdue());
    expect((await orderRow(number)).status).toBe('payment_pending');
    expect(await stockOf(t, product.id)).toBe(3);

    await t.app.paymentExpiry.expireOverdue();
    expect((await orderRow(number)).status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('refunds a payment that arrives after the order was released', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number, product } = await placeOnline(shopper.cookie);
    await overdue(number);
    await t.app.paymentExpiry.expireOverdue();
    const res = await post(
      `/api/orders/${number}/payment`,
      shopper.cookie,
      await sandboxPay(shopper.cookie, payment.gatewayOrderId),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This order was released because it was not paid within 30 minutes. Your payment has been refunded.',
    );
    expect(await orderRow(number)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, payment.gatewayOrderId));
    expect(stored?.refundId).toMatch(/^rfnd_/);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
