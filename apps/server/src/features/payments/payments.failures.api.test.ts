import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/razorpay/sandbox-gateway';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/razorpay';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import {
  ADDRESS,
  addProduct,
  couponUses,
  newKey,
  orderBody,
  ordersTo,
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

const { withGateway, post, placePaid, sandboxPay, orderRow } = paymentsTestKit(() => t, sandbox);

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
