import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  couponUses,
  orderBody,
  outbox,
  placeOrder,
  stockOf,
  unitsSold,
} from '../../test/shop-data';
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

const { post, get, placeOnline, sandboxPay, webhook, capturedEvent, orderRow } = paymentsTestKit(
  () => t,
  sandbox,
);

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
