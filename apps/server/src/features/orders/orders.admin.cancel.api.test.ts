import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { signUpShopper, signUpStaff, TestApp } from '../../test/test-app';
import { addProduct, orderBody, outbox, placeOrder, stockOf } from '../../test/shop-data';
import { openStaffOrdersShop, staffOrdersKit } from './orders.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  ({ t, staff, shopper } = await openStaffOrdersShop());
});
afterAll(() => t.close());

const { get, placeCod, move, shopperOrder } = staffOrdersKit(
  () => t,
  () => ({ staff, shopper }),
);

describe('the staff moves of the order lifecycle', () => {
  it('cancels an order before it ships: stock returns, the shopper is told, later moves are refused', async () => {
    const { number, product } = await placeCod();
    await move(number, 'confirm');
    await move(number, 'pack');
    expect(await stockOf(t, product.id)).toBe(3);

    const cancelled = await move(number, 'cancel', { reason: 'Damaged in the workshop' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_paid',
      cancelReason: 'staff',
      actions: [],
    });
    expect(cancelled.json().timeline.at(-1)).toMatchObject({
      type: 'cancel',
      actor: { kind: 'staff', email: staff.email },
      details: { reason: 'Damaged in the workshop', refunded: false },
    });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await shopperOrder(number)).toMatchObject({ status: 'cancelled' });
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain(`we had to cancel order #${number}`);

    const confirm = await move(number, 'confirm');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(
      `Order #${number} is Cancelled, which is final: it cannot become Confirmed.`,
    );
  });

  it('refunds a paid online order through the gateway (sandbox) when staff cancel it', async () => {
    const product = await addProduct(t, { price: 150_000, stock: 5 });
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...product, quantity: 1 }], { paymentMethod: 'online' }),
    );
    const { order, payment } = placed.json();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { cookie: shopper.cookie },
      payload: { order_id: payment.gatewayOrderId },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.number}/payment`,
      headers: { cookie: shopper.cookie },
      payload: answer.json(),
    });
    expect(paid.statusCode).toBe(200);
    const number = order.number as string;

    const read = (await get(`/api/admin/orders/${number}`)).json();
    expect(read).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      payment: { provider: 'sandbox', gatewayPaymentId: expect.any(String), refundId: null },
      actions: ['confirm', 'cancel'],
    });
    expect(read.timeline.map((event: { type: string }) => event.type)).toEqual(['place', 'pay']);
    expect(read.timeline[1].actor).toMatchObject({ kind: 'system' });

    await move(number, 'confirm');
    const cancelled = await move(number, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      payment: { refundId: expect.stringMatching(/^rfnd_/), refundedAt: expect.any(String) },
    });
    expect(cancelled.json().timeline.at(-1).details).toMatchObject({ refunded: true });
    expect(await stockOf(t, product.id)).toBe(5);
    // One mail says it all: the cancellation and its refund (complete at once in the sandbox),
    // not a cancellation, a "refund started" and a "refund complete" in the same second.
    const mails = (await outbox(t)).filter((eml) => !eml.includes('Subject: New order'));
    const subjects = mails.map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1]);
    expect(subjects.filter((subject) => subject?.includes(`#${number} `))).toEqual([
      `Your TerraCraft order #${number} has been received`,
      `Your TerraCraft order #${number} has been cancelled`,
    ]);
    expect(mails.find((eml) => eml.includes(`#${number} has been cancelled`))).toContain(
      'Your payment of ₹1,559.00 has been refunded to the original payment method',
    );
  });

  it('keeps the shopper’s cancellation and the shopper’s view of the new steps', async () => {
    const { number, product } = await placeCod();
    await move(number, 'confirm');
    await move(number, 'pack');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=processing',
      headers: { cookie: shopper.cookie },
    });
    expect(
      mine.json().orders.find((order: { number: string }) => order.number === number),
    ).toMatchObject({ status: 'processing', stage: 'packed' });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);
    const { timeline } = (await get(`/api/admin/orders/${number}`)).json();
    expect(timeline.at(-1)).toMatchObject({
      type: 'cancel',
      actor: { kind: 'shopper', email: null, role: null },
    });
  });
});
