import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import type { PaymentGateway } from '../../integrations/razorpay';
import {
  createRazorpayGateway,
  type RazorpayClient,
} from '../../integrations/razorpay/razorpay-gateway';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { outbox } from '../../test/shop-data';
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

const { withGateway, post, placeOnline, placePaid, sandboxPay, webhook, capturedEvent, orderRow } =
  paymentsTestKit(() => t, sandbox);

describe('the Razorpay webhook', () => {
  it('confirms payment for a shopper who closed the page, and ignores a replay', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    // The shopper paid, but the page closed before Checkout's answer reached the shop.
    const answer = await sandboxPay(shopper.cookie, payment.gatewayOrderId);
    const event = capturedEvent(payment.gatewayOrderId, answer.razorpay_payment_id, payment.amount);
    const res = await webhook(event, { eventId: 'evt_0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    const paid = await orderRow(number);
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });

    const replay = await webhook(event, { eventId: 'evt_0001' });
    expect(replay.json()).toEqual({ status: 'duplicate' });
    const orderPaid = await webhook(
      { ...event, event: 'order.paid', contains: ['payment', 'order'] },
      { eventId: 'evt_0002' },
    );
    expect(orderPaid.json()).toEqual({ status: 'duplicate' });
    // Checkout's answer arriving after the webhook changes nothing either.
    const late = await post(`/api/orders/${number}/payment`, shopper.cookie, answer);
    expect(late.statusCode).toBe(200);
    expect(await orderRow(number)).toEqual(paid);
    const confirmations = (await outbox(t)).filter((eml) =>
      eml.includes(`#${number} has been received`),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('treats a replayed body under a new event id as the payment it already recorded', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    const answer = await sandboxPay(shopper.cookie, payment.gatewayOrderId);
    const event = capturedEvent(payment.gatewayOrderId, answer.razorpay_payment_id, payment.amount);
    // Razorpay may send its charset; the signature still covers the bytes as they came.
    const first = await webhook(event, {
      eventId: 'evt_Replay01',
      contentType: 'application/json; charset=utf-8',
    });
    expect(first.json()).toEqual({ status: 'processed' });
    const paid = await orderRow(number);
    // The event id header is not signed: a replay may carry any id, or none.
    expect((await webhook(event, { eventId: 'evt_Replay02' })).json()).toEqual({
      status: 'duplicate',
    });
    expect((await webhook(event)).json()).toEqual({ status: 'duplicate' });
    expect(await orderRow(number)).toEqual(paid);
    const confirmations = (await outbox(t)).filter((eml) =>
      eml.includes(`#${number} has been received`),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    const event = capturedEvent(payment.gatewayOrderId, 'pay_Forged0001', payment.amount);
    const forged = await webhook(event, {
      signature: createHmac('sha256', 'guessed-secret').update(JSON.stringify(event)).digest('hex'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('The webhook signature is not valid.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A signature over other bytes (reformatted JSON) does not cover this body.
    const reformatted = await webhook(event, {
      signature: sandbox.signWebhook(JSON.stringify(event, null, 2)),
    });
    expect(reformatted.statusCode).toBe(400);
    expect((await orderRow(number)).status).toBe('payment_pending');
  });

  it('is refused with 503 when Razorpay is configured without a webhook secret', async () => {
    const keysWithoutSecret = createRazorpayGateway(
      { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: undefined },
      {} as RazorpayClient,
    );
    const event = capturedEvent('order_Any0000001', 'pay_Any00000001', 100);
    const res = await withGateway(keysWithoutSecret, (other) =>
      other.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          // Signed with an empty secret: must not pass for an unset one.
          'x-razorpay-signature': createHmac('sha256', '')
            .update(JSON.stringify(event))
            .digest('hex'),
        },
        payload: JSON.stringify(event),
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'Razorpay webhooks are not configured on this shop (RAZORPAY_WEBHOOK_SECRET).',
    );
  });

  it('ignores events for orders it does not know and amounts that do not match', async () => {
    const shopper = await signUpShopper(t);
    const { payment, number } = await placeOnline(shopper.cookie);
    const stranger = await webhook(capturedEvent('order_NotOurs0001', 'pay_Stranger01', 100));
    expect(stranger.json()).toEqual({ status: 'ignored' });
    const short = await webhook(capturedEvent(payment.gatewayOrderId, 'pay_Short00001', 100));
    expect(short.json()).toEqual({ status: 'ignored' });
    const other = await webhook({ event: 'refund.processed', payload: {} });
    expect(other.json()).toEqual({ status: 'ignored' });
    expect((await orderRow(number)).status).toBe('payment_pending');
  });
});

describe('a refund the gateway finishes later (Razorpay’s refund.processed)', () => {
  /** The sandbox as Razorpay behaves: refunds are reported complete by webhook, not at once. */
  const laterGateway: PaymentGateway = { ...sandbox, refundsCompleteAtOnce: false };

  it('tells the shopper the refund is complete when the gateway says so, once', async () => {
    await withGateway(laterGateway, async (other) => {
      const shopper = await signUpShopper(other);
      const { number } = await placePaid(shopper.cookie);
      const cancelled = await other.app.inject({
        method: 'POST',
        url: `/api/orders/${number}/cancel`,
        headers: { cookie: shopper.cookie },
      });
      expect(cancelled.statusCode).toBe(200);
      const refundMails = async () => {
        // The shop's own app shares the outbox and may be sending the mail just now.
        await t.app.mailWorker.drain();
        return (await outbox(other)).filter((eml) =>
          eml.includes(`refund of ₹3,059.00 for order #${number}`),
        );
      };
      // Started, not yet complete: the cancellation's one mail says so.
      expect(await refundMails()).toEqual([]);
      const cancellation = (await outbox(other)).find((eml) =>
        eml.includes(`#${number} has been cancelled`),
      );
      expect(cancellation).toContain(
        'We have started a refund of your payment of ₹3,059.00 to the original payment method',
      );
      expect(cancellation).toContain('we will write again once it is complete');

      const [payment] = await t.database.db
        .select({ refundId: payments.refundId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.number, Number(number.slice(2))));
      const processed = {
        entity: 'event',
        event: 'refund.processed',
        payload: {
          refund: {
            entity: {
              id: payment!.refundId,
              payment_id: 'pay_x',
              amount: 305_900,
              status: 'processed',
            },
          },
        },
      };
      const deliver = (eventId: string) => {
        const raw = JSON.stringify(processed);
        return other.app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': sandbox.signWebhook(raw),
            'x-razorpay-event-id': eventId,
          },
          payload: raw,
        });
      };
      expect((await deliver(`evt_refund_${number}`)).json()).toEqual({ status: 'processed' });
      // Delivered again: nothing more.
      expect((await deliver(`evt_refund_${number}`)).json()).toEqual({ status: 'duplicate' });
      const subjects = (await refundMails()).map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1]);
      expect(subjects).toEqual([`Your refund of ₹3,059.00 for order #${number} is complete`]);
    });
  });

  it('ignores a refund the shop does not know as an order’s', async () => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_NotOurs01', payment_id: 'pay_y', amount: 100 } } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox.signWebhook(raw),
      },
      payload: raw,
    });
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});
