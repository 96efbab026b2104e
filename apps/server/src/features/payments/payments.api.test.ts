import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { orderEvents, orders, payments } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/razorpay';
import {
  createRazorpayGateway,
  type RazorpayClient,
} from '../../integrations/razorpay/razorpay-gateway';
import { asShopPage, createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  couponUses,
  newKey,
  orderBody,
  ordersTo,
  outbox,
  placeOrder,
  stockOf,
  unitsSold,
} from '../../test/shop-data';

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

/** Moves an order's payment window into the past. */
async function overdue(number: string) {
  await t.database.db
    .update(orders)
    .set({ paymentDueBy: new Date(Date.now() - 1000) })
    .where(eq(orders.number, Number(number.slice(2))));
}

/** The app with another payment gateway, on the same database. */
async function withGateway<T>(
  gateway: PaymentGateway,
  run: (other: TestApp) => Promise<T>,
): Promise<T> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    paymentGateway: gateway,
  });
  try {
    return await run({ ...t, app: asShopPage(app, t.config.publicUrl) });
  } finally {
    await app.close();
  }
}

const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function placeOnline(cookie: string, options: { couponCode?: string; stock?: number } = {}) {
  const product = await addProduct(t, { price: 150_000, stock: options.stock ?? 5 });
  const res = await placeOrder(
    t,
    cookie,
    orderBody([{ ...product, quantity: 2 }], {
      paymentMethod: 'online',
      couponCode: options.couponCode,
    }),
  );
  expect(res.statusCode).toBe(201);
  const { order, payment } = res.json();
  return { product, order, payment, number: order.number as string };
}

/** An online order, paid through Checkout and verified. */
async function placePaid(cookie: string) {
  const placed = await placeOnline(cookie);
  const paid = await post(
    `/api/orders/${placed.number}/payment`,
    cookie,
    await sandboxPay(cookie, placed.payment.gatewayOrderId),
  );
  expect(paid.statusCode).toBe(200);
  return placed;
}

/** Razorpay Checkout's success answer, from the sandbox as the browser would get it. */
async function sandboxPay(cookie: string, gatewayOrderId: string) {
  const res = await post('/api/payments/sandbox/pay', cookie, { order_id: gatewayOrderId });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

function webhook(
  body: object,
  options: { signature?: string; eventId?: string; contentType?: string } = {},
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-razorpay-signature': options.signature ?? sandbox.signWebhook(raw),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  });
}

const capturedEvent = (gatewayOrderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount,
        currency: 'INR',
        status: 'captured',
        order_id: gatewayOrderId,
      },
    },
  },
  created_at: 1_767_225_600,
});

async function orderRow(number: string) {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, Number(number.slice(2))));
  return row!;
}

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

describe('a checkout left at the payment window and tried again', () => {
  const online = (
    items: { id: string; price: number; quantity?: number }[],
    overrides: Parameters<typeof orderBody>[1] = {},
  ) => orderBody(items, { paymentMethod: 'online', ...overrides });

  it('pays the order already waiting for the same cart, however often, at the address given last', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { price: 150_000, stock: 5 });
    const first = await placeOrder(t, shopper.cookie, online([{ ...product, quantity: 2 }]));
    expect(first.statusCode).toBe(201);
    const { order, payment } = first.json();

    // Each try comes with a checkout attempt of its own (another tab, the page reloaded): more
    // than the limit of two unpaid online orders, and the last one to another address.
    for (const shippingAddress of [ADDRESS, ADDRESS, { ...ADDRESS, address: '7 Church Street' }]) {
      const again = await placeOrder(
        t,
        shopper.cookie,
        online([{ ...product, quantity: 2 }], { shippingAddress: { ...shippingAddress } }),
      );
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.json().order.number).toBe(order.number);
      expect(again.json().payment).toEqual(payment);
    }
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await unitsSold(t, product.id)).toBe(2);
    const row = await orderRow(order.number);
    expect(row).toMatchObject({
      status: 'payment_pending',
      address: '7 Church Street',
      paymentDueBy: new Date(order.paymentDueBy),
    });
    const list = (await get('/api/orders', shopper.cookie)).json();
    expect(list.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    const timeline = await t.database.db
      .select({ type: orderEvents.type, details: orderEvents.details })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(orderEvents.id);
    expect(timeline.map((event) => event.type)).toEqual(['place', 'retry', 'retry', 'retry']);
    expect(timeline.at(-1)?.details).toEqual({ addressChanged: true });

    // The retry paid for is the order: nothing is left waiting.
    const paid = await post(
      `/api/orders/${order.number}/payment`,
      shopper.cookie,
      await sandboxPay(shopper.cookie, payment.gatewayOrderId),
    );
    expect(paid.json().order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('places a new order for another cart or coupon, and once the waiting one is paid', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { price: 150_000, stock: 20 });
    const waiting = (await placeOrder(t, shopper.cookie, online([product]))).json();
    const numberOf = async (body: ReturnType<typeof online>) => {
      const res = await placeOrder(t, shopper.cookie, body);
      expect(res.statusCode).toBe(201);
      return res.json().order.number as string;
    };
    const couponed = await numberOf(online([product], { couponCode: 'WELCOME10' }));
    expect(couponed).not.toBe(waiting.order.number);
    // Both waiting: a cart of another quantity is a third, refused by the limit.
    const more = await placeOrder(t, shopper.cookie, online([{ ...product, quantity: 2 }]));
    expect(more.statusCode).toBe(422);
    expect(await numberOf(online([product]))).toBe(waiting.order.number);

    await post(
      `/api/orders/${waiting.order.number}/payment`,
      shopper.cookie,
      await sandboxPay(shopper.cookie, waiting.payment.gatewayOrderId),
    );
    const after = await numberOf(online([product]));
    expect(after).not.toBe(waiting.order.number);
    expect(await stockOf(t, product.id)).toBe(17);
  });

  it('lets the shopper cancel an order waiting for payment: its stock is back at once', async () => {
    const shopper = await signUpShopper(t);
    const { number, product } = await placeOnline(shopper.cookie, { couponCode: 'WELCOME10' });
    expect(await stockOf(t, product.id)).toBe(3);
    const uses = await couponUses(t, 'WELCOME10');

    const res = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_paid',
      cancelReason: 'shopper',
      paymentDueBy: null,
    });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await unitsSold(t, product.id)).toBe(0);
    expect(await couponUses(t, 'WELCOME10')).toBe(uses - 1);
    const timeline = await t.database.db
      .select({ type: orderEvents.type, actorKind: orderEvents.actorKind })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderRow(number)).id))
      .orderBy(orderEvents.id);
    expect(timeline.at(-1)).toEqual({ type: 'cancel', actorKind: 'shopper' });
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain('You have not been charged for it.');
    // Cancelled, it is no longer one to pay, nor the one a retry of its cart takes up.
    expect((await get(`/api/orders/${number}`, shopper.cookie)).json().payment).toBeNull();
    const retry = await placeOrder(
      t,
      shopper.cookie,
      online([{ ...product, quantity: 2 }], { couponCode: 'WELCOME10' }),
    );
    expect(retry.json().order.number).not.toBe(number);
  });

  it('does not let anyone else cancel it', async () => {
    const owner = await signUpShopper(t);
    const stranger = await signUpShopper(t);
    const { number, product } = await placeOnline(owner.cookie);
    const res = await post(`/api/orders/${number}/cancel`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect((await post(`/api/orders/${number}/cancel`, undefined)).statusCode).toBe(401);
    expect((await orderRow(number)).status).toBe('payment_pending');
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('takes a paid order’s goods out of the saved cart, whichever page paid it', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { price: 150_000, stock: 9 });
    const rug = await addProduct(t, { price: 90_000, stock: 9 });
    const saveCart = (items: { id: string; quantity: number }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: shopper.cookie },
        payload: { items },
      });
    const savedCart = async () =>
      (await get('/api/cart', shopper.cookie))
        .json()
        .items.map((line: { id: string; quantity: number }) => [line.id, line.quantity]);

    // Checkout left at the payment window; the cart grew meanwhile.
    await saveCart([{ id: lamp.id, quantity: 2 }]);
    const placed = await placeOrder(t, shopper.cookie, online([{ ...lamp, quantity: 2 }]));
    const { order, payment } = placed.json();
    await saveCart([
      { id: lamp.id, quantity: 3 },
      { id: rug.id, quantity: 1 },
    ]);
    // Paid from My Orders: the same confirmation as checkout's.
    const paid = await post(
      `/api/orders/${order.number}/payment`,
      shopper.cookie,
      await sandboxPay(shopper.cookie, payment.gatewayOrderId),
    );
    expect(paid.statusCode).toBe(200);
    expect(await savedCart()).toEqual([
      [lamp.id, 1],
      [rug.id, 1],
    ]);

    // Paid with the page closed: the webhook brings the payment, and the cart empties all the same.
    const second = (
      await placeOrder(
        t,
        shopper.cookie,
        online([
          { ...lamp, quantity: 1 },
          { ...rug, quantity: 1 },
        ]),
      )
    ).json();
    const answer = await sandboxPay(shopper.cookie, second.payment.gatewayOrderId);
    await webhook(
      capturedEvent(
        second.payment.gatewayOrderId,
        answer.razorpay_payment_id,
        second.payment.amount,
      ),
      { eventId: `evt_cart_${second.order.number}` },
    );
    expect((await orderRow(second.order.number)).status).toBe('processing');
    expect(await savedCart()).toEqual([]);
  });
});

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

describe('when the payment service fails', () => {
  it('asks the gateway only after the order is committed, holding no product row', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: 4 });
    const seen: { stock?: number; productRow: string }[] = [];
    const watching: PaymentGateway = {
      ...sandbox,
      async createOrder(input) {
        // Another connection (another shopper) can take the product's row while the gateway works.
        const probe = t.database.db.transaction(async (tx) => {
          const rows = await tx.execute(
            sql`SELECT stock FROM products WHERE slug = ${product.id} FOR UPDATE NOWAIT`,
          );
          return (rows as unknown as { rows: { stock: number }[] }).rows[0]?.stock;
        });
        const timeout = new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error('the product row is locked')), 2000),
        );
        try {
          seen.push({ productRow: 'free', stock: await Promise.race([probe, timeout]) });
        } catch (error) {
          seen.push({ productRow: (error as Error).message });
        }
        return sandbox.createOrder(input);
      },
    };
    const res = await withGateway(watching, (other) =>
      placeOrder(other, shopper.cookie, orderBody([product], { paymentMethod: 'online' })),
    );
    expect(res.statusCode).toBe(201);
    expect(seen).toEqual([{ productRow: 'free', stock: 3 }]);
  });

  it('withdraws the order when the gateway cannot create its order: nothing is left behind', async () => {
    const shopper = await signUpShopper(t, { email: `down-${Date.now()}@example.in` });
    const product = await addProduct(t, { price: 150_000, stock: 4 });
    const usesBefore = await couponUses(t, 'WELCOME10');
    const failing: PaymentGateway = {
      ...sandbox,
      async createOrder(): Promise<never> {
        throw new PaymentGatewayError('Razorpay orders.create: no answer within 10000 ms');
      },
    };
    const key = newKey();
    const body = orderBody([product], {
      paymentMethod: 'online',
      couponCode: 'WELCOME10',
      shippingAddress: { ...ADDRESS, email: shopper.email },
    });
    await withGateway(failing, async (other) => {
      const res = await placeOrder(other, shopper.cookie, body, key);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'PAYMENT_GATEWAY_ERROR',
        message:
          'The payment service could not be reached, so the order was not placed. Please try again.',
      });
      const list = await other.app.inject({
        method: 'GET',
        url: '/api/orders',
        headers: { cookie: shopper.cookie },
      });
      expect(list.json().orders).toEqual([]);
    });
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await unitsSold(t, product.id)).toBe(0);
    expect(await couponUses(t, 'WELCOME10')).toBe(usesBefore);
    expect(await ordersTo(t, shopper.email)).toBe(0);

    // Once the gateway answers again, the same attempt places the order, once.
    const retried = await placeOrder(t, shopper.cookie, body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().payment.gatewayOrderId).toMatch(/^order_/);
    expect(await ordersTo(t, shopper.email)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('gives a retried attempt the gateway order its first try could not record', async () => {
    const shopper = await signUpShopper(t);
    const product = await addProduct(t, { stock: 4 });
    const key = newKey();
    const body = orderBody([product], { paymentMethod: 'online' });
    const first = await placeOrder(t, shopper.cookie, body, key);
    const { number } = first.json().order;
    // As if the server stopped between committing the order and recording Razorpay's order.
    await t.database.db
      .delete(payments)
      .where(eq(payments.gatewayOrderId, first.json().payment.gatewayOrderId));

    const retry = await placeOrder(t, shopper.cookie, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.number).toBe(number);
    expect(retry.json().payment).toMatchObject({
      gatewayOrderId: expect.stringMatching(/^order_/),
    });
    const answer = await sandboxPay(shopper.cookie, retry.json().payment.gatewayOrderId);
    const paid = await post(`/api/orders/${number}/payment`, shopper.cookie, answer);
    expect(paid.json().order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('does not cancel a paid order whose refund fails; a later try cancels and refunds it', async () => {
    const shopper = await signUpShopper(t);
    const { number, product } = await placePaid(shopper.cookie);
    const failing: PaymentGateway = {
      ...sandbox,
      async refund(): Promise<never> {
        throw new PaymentGatewayError('Razorpay payments.refund: no answer within 10000 ms');
      },
    };
    await withGateway(failing, async (other) => {
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/orders/${number}/cancel`,
        headers: { cookie: shopper.cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(
        'Your payment could not be refunded just now, so the order was not cancelled. Please try again in a few minutes.',
      );
    });
    expect(await orderRow(number)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product.id)).toBe(3);

    const again = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(t, product.id)).toBe(5);
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
