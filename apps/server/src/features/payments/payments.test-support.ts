import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/razorpay';
import type { SandboxGateway } from '../../integrations/razorpay/sandbox-gateway';
import { asShopPage, type TestApp } from '../../test/test-app';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';

/** Calls and data shared by the payments API tests, on the app `t` and its sandbox gateway. */
export function paymentsTestKit(t: () => TestApp, sandbox: SandboxGateway) {
  /** Moves an order's payment window into the past. */
  async function overdue(number: string) {
    await t()
      .database.db.update(orders)
      .set({ paymentDueBy: new Date(Date.now() - 1000) })
      .where(eq(orders.number, Number(number.slice(2))));
  }

  /** The app with another payment gateway, on the same database. */
  async function withGateway<T>(
    gateway: PaymentGateway,
    run: (other: TestApp) => Promise<T>,
  ): Promise<T> {
    const app = await buildApp({
      config: t().config,
      database: t().database,
      logger: false,
      paymentGateway: gateway,
    });
    try {
      return await run({ ...t(), app: asShopPage(app, t().config.publicUrl) });
    } finally {
      await app.close();
    }
  }

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    t().app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
  const get = (url: string, cookie: string) =>
    t().app.inject({ method: 'GET', url, headers: { cookie } });

  async function placeOnline(
    cookie: string,
    options: { couponCode?: string; stock?: number } = {},
  ) {
    const product = await addProduct(t(), { price: 150_000, stock: options.stock ?? 5 });
    const res = await placeOrder(
      t(),
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
    return t().app.inject({
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
    const [row] = await t()
      .database.db.select()
      .from(orders)
      .where(eq(orders.number, Number(number.slice(2))));
    return row!;
  }

  return {
    overdue,
    withGateway,
    post,
    get,
    placeOnline,
    placePaid,
    sandboxPay,
    webhook,
    capturedEvent,
    orderRow,
  };
}
