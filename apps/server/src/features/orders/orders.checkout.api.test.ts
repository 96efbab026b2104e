import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryDate,
  deliveryInstant,
} from '@terracraft/shared/delivery';
import { createTestApp, signUpShopper, type TestApp, saveSellerDetails } from '../../test/test-app';
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
import { shopperOrdersKit } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  // Many shoppers sign up from one address here; the limits themselves are tested with accounts.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const { post } = shopperOrdersKit(() => t);

describe('POST /api/orders/quote', () => {
  it('prices the cart from the database, with the coupon and ₹59 shipping', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { price: 120_000 });
    const res = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: lamp.id, quantity: 2 }],
      couponCode: 'welcome10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lines: [{ id: lamp.id, unitPrice: 120_000, quantity: 2, lineTotal: 240_000, available: 10 }],
      subtotal: 240_000,
      discount: 24_000,
      coupon: { code: 'WELCOME10' },
      couponError: null,
      shipping: 5_900,
      total: 221_900,
    });
  });

  it('leaves out a coupon that does not apply, and says why', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t, { price: 50_000 });
    const res = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: jar.id, quantity: 1 }],
      couponCode: 'FLAT200',
    });
    expect(res.json()).toMatchObject({
      discount: 0,
      coupon: null,
      couponError: expect.stringMatching(/at least ₹1,999\.00/),
      total: 55_900,
    });
  });

  it('needs a signed-in shopper', async () => {
    const jar = await addProduct(t);
    const res = await post('/api/orders/quote', undefined, {
      items: [{ id: jar.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('placing a cash-on-delivery order', () => {
  it('creates a Processing order at database prices, takes the stock and mails a confirmation', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { name: 'Bamboo Lamp', price: 149_900, stock: 5 });
    const vase = await addProduct(t, { name: 'Terracotta Vase', price: 89_900, stock: 3 });
    const before = Date.now();
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody([
        { ...lamp, quantity: 2 },
        { ...vase, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^TC\d+$/),
      status: 'processing',
      paymentMethod: 'cod',
      paymentStatus: 'due_on_delivery',
      subtotal: 389_700,
      discount: 0,
      shipping: 5_900,
      total: 395_600,
      couponCode: null,
      // The mobile as the shop keeps every one: its 10 digits, without +91.
      shippingAddress: { ...ADDRESS, phone: '9876543210' },
      paymentDueBy: null,
      items: [
        { productId: lamp.id, name: 'Bamboo Lamp', unitPrice: 149_900, quantity: 2 },
        { productId: vase.id, name: 'Terracotta Vase', unitPrice: 89_900, quantity: 1 },
      ],
    });
    const placedAt = new Date(order.placedAt).getTime();
    expect(placedAt).toBeGreaterThanOrEqual(before - 1000);
    // Bengaluru is a metro: its days from the order date in India, Sundays not counted.
    expect(order.estimatedDelivery).toBe(
      deliveryInstant(
        deliveryDate(new Date(placedAt), DEFAULT_DELIVERY_SETTINGS.days.metro),
      ).toISOString(),
    );
    expect(await stockOf(t, lamp.id)).toBe(3);
    expect(await stockOf(t, vase.id)).toBe(2);
    expect(await unitsSold(t, lamp.id)).toBe(2);

    const mail = (await outbox(t)).find((eml) =>
      eml.includes(`#${order.number} has been received`),
    );
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${ADDRESS.email}`);
    expect(mail).toContain('2 × Bamboo Lamp (@ ₹1,499.00 each) — ₹2,998.00');
    expect(mail).toContain('Total: ₹3,956.00');
    // Received, not confirmed (staff confirm it later); the payment said once.
    expect(mail).not.toContain('confirmed');
    expect(mail).toMatch(/Payment: Cash on delivery\r?\n/);
    expect(mail).not.toContain('Pay on delivery');
    expect(mail).toContain('12 MG Road, Indiranagar');
    expect(mail).toMatch(/Estimated delivery: \w+/);
  });

  it('numbers orders #TC + an increasing sequence', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t);
    const first = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number;
    const second = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number;
    expect(Number(second.slice(2))).toBeGreaterThan(Number(first.slice(2)));
  });
});

describe('coupons at checkout', () => {
  it('takes the discount off and counts the use, so a once-only coupon is refused next time', async () => {
    const shopper = await signUpShopper(t);
    const rug = await addProduct(t, { price: 200_000, stock: 5 });
    const timesUsed = await couponUses(t, 'WELCOME10');

    const res = await placeOrder(t, shopper.cookie, orderBody([rug], { couponCode: 'welcome10' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 200_000,
      discount: 20_000,
      couponCode: 'WELCOME10',
      total: 185_900,
    });
    expect(await couponUses(t, 'WELCOME10')).toBe(timesUsed + 1);

    const again = await placeOrder(
      t,
      shopper.cookie,
      orderBody([rug], { couponCode: 'WELCOME10' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'COUPON_NOT_APPLICABLE',
      message: 'You have already used this coupon.',
    });
    expect(await stockOf(t, rug.id)).toBe(4);
  });
});

describe('stock', () => {
  it('refuses more than is in stock, naming the product, and writes nothing', async () => {
    const shopper = await signUpShopper(t, { email: `short-${Date.now()}@example.in` });
    const plenty = await addProduct(t, { name: 'Jute Basket', stock: 10 });
    const short = await addProduct(t, { name: 'Brass Bell', stock: 2 });
    const none = await addProduct(t, { name: 'Macrame Hanger', stock: 0 });
    const address = { ...ADDRESS, email: shopper.email };

    const tooMany = await placeOrder(
      t,
      shopper.cookie,
      orderBody(
        [
          { ...plenty, quantity: 3 },
          { ...short, quantity: 3 },
        ],
        { shippingAddress: address, couponCode: 'WELCOME10' },
      ),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 of "Brass Bell" left in stock. Please reduce the quantity.',
    });

    const soldOut = await placeOrder(
      t,
      shopper.cookie,
      orderBody([none], { shippingAddress: address }),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe(
      '"Macrame Hanger" is out of stock. Please remove it from your cart.',
    );

    expect(await stockOf(t, plenty.id)).toBe(10);
    expect(await stockOf(t, short.id)).toBe(2);
    expect(await unitsSold(t, plenty.id)).toBe(0);
    expect(await ordersTo(t, shopper.email)).toBe(0);
    // The coupon was not used up by the refused order.
    const quote = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: plenty.id, quantity: 1 }],
      couponCode: 'WELCOME10',
    });
    expect(quote.json().couponError).toBeNull();
  });

  it('sells the last unit once, then refuses', async () => {
    const shopper = await signUpShopper(t);
    const last = await addProduct(t, { name: 'Last Lantern', stock: 1 });
    expect((await placeOrder(t, shopper.cookie, orderBody([last]))).statusCode).toBe(201);
    const next = await placeOrder(t, shopper.cookie, orderBody([last]));
    expect(next.statusCode).toBe(409);
    expect(await stockOf(t, last.id)).toBe(0);
  });
});

describe('prices', () => {
  it('refuses an order whose price changed since it was shown, naming the product', async () => {
    const shopper = await signUpShopper(t, { email: `price-${Date.now()}@example.in` });
    const bowl = await addProduct(t, { name: 'Coconut Bowl', price: 45_000, stock: 4 });
    const res = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...bowl, price: 40_000 }], {
        shippingAddress: { ...ADDRESS, email: shopper.email },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PRICE_CHANGED',
      message:
        'The price of "Coconut Bowl" has changed from ₹400.00 to ₹450.00. Please review your order and place it again.',
    });
    expect(await stockOf(t, bowl.id)).toBe(4);
    expect(await ordersTo(t, shopper.email)).toBe(0);
  });
});

describe('idempotency', () => {
  it('answers a retried request with the same order, placing it once', async () => {
    const shopper = await signUpShopper(t, { email: `retry-${Date.now()}@example.in` });
    const stool = await addProduct(t, { stock: 5 });
    const body = orderBody([{ ...stool, quantity: 2 }], {
      shippingAddress: { ...ADDRESS, email: shopper.email },
    });
    const key = newKey();
    const first = await placeOrder(t, shopper.cookie, body, key);
    const second = await placeOrder(t, shopper.cookie, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(t, stool.id)).toBe(3);
    expect(await ordersTo(t, shopper.email)).toBe(1);
  });

  it('turns a double click (two requests at once) into one order', async () => {
    const shopper = await signUpShopper(t, { email: `double-${Date.now()}@example.in` });
    const mat = await addProduct(t, { stock: 5 });
    const body = orderBody([mat], { shippingAddress: { ...ADDRESS, email: shopper.email } });
    const key = newKey();
    const answers = await Promise.all([
      placeOrder(t, shopper.cookie, body, key),
      placeOrder(t, shopper.cookie, body, key),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().order.number).toBe(answers[1]!.json().order.number);
    expect(await stockOf(t, mat.id)).toBe(4);
    expect(await ordersTo(t, shopper.email)).toBe(1);
  });

  it('refuses a reused key with a different request, and a missing key', async () => {
    const shopper = await signUpShopper(t);
    const mat = await addProduct(t, { stock: 5 });
    const key = newKey();
    await placeOrder(t, shopper.cookie, orderBody([mat]), key);
    const changed = await placeOrder(t, shopper.cookie, orderBody([{ ...mat, quantity: 2 }]), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await placeOrder(t, shopper.cookie, orderBody([mat]), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Idempotency-Key/);
    expect(await stockOf(t, mat.id)).toBe(4);
  });
});
