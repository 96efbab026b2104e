import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryDate,
  deliveryInstant,
} from '@terracraft/shared/delivery';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
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
beforeAll(async () => {
  // Many shoppers sign up from one address here; the limits themselves are tested with accounts.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

/**
 * Staff move an order on in the console, step by step up to `to` (confirm, pack, ship with a
 * tracking number, deliver); answers the last move's answer.
 */
async function advance(number: string, to: 'shipped' | 'delivered') {
  const staff = await signUpStaff(t);
  const steps: [string, object][] = [
    ['confirm', {}],
    ['pack', {}],
    ['ship', { carrier: 'India Post', trackingNumber: 'EE123456789IN' }],
    ...(to === 'delivered' ? [['deliver', {}] as [string, object]] : []),
  ];
  let last;
  for (const [action, body] of steps) {
    const { version } = (await get(`/api/admin/orders/${number}`, staff.cookie)).json();
    last = await post(`/api/admin/orders/${number}/${action}`, staff.cookie, { version, ...body });
    if (last.statusCode !== 200) return last;
  }
  return last!;
}

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

describe('the order state machine', () => {
  it('cancels a Processing order: stock, coupon use and sales come back, and a mail says so', async () => {
    const shopper = await signUpShopper(t);
    const lamp = await addProduct(t, { name: 'Cane Lamp', price: 150_000, stock: 4 });
    const placed = await placeOrder(
      t,
      shopper.cookie,
      orderBody([{ ...lamp, quantity: 3 }], { couponCode: 'WELCOME10' }),
    );
    const number = placed.json().order.number as string;
    expect(await stockOf(t, lamp.id)).toBe(1);

    const res = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'not_paid',
      cancelReason: 'shopper',
    });
    expect(await stockOf(t, lamp.id)).toBe(4);
    expect(await unitsSold(t, lamp.id)).toBe(0);
    const quote = await post('/api/orders/quote', shopper.cookie, {
      items: [{ id: lamp.id, quantity: 1 }],
      couponCode: 'WELCOME10',
    });
    expect(quote.json().couponError).toBeNull();
    const mail = (await outbox(t)).find((eml) => eml.includes(`#${number} has been cancelled`));
    expect(mail).toContain(`As you asked, order #${number} has been cancelled.`);

    const again = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Order #${number} is already cancelled.`);
    expect(await stockOf(t, lamp.id)).toBe(4);
  });

  it('shows the shopper each move staff make, and refuses a cancel once shipped', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t, { stock: 3 });
    const number = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order
      .number as string;

    expect((await advance(number, 'shipped')).statusCode).toBe(200);
    const cancel = await post(`/api/orders/${number}/cancel`, shopper.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(
      `Order #${number} has already shipped and can no longer be cancelled.`,
    );
    const shipped = (await get(`/api/orders/${number}`, shopper.cookie)).json().order;
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipment: {
        carrier: 'India Post',
        trackingNumber: 'EE123456789IN',
        // India Post's tracking page, made from the number.
        trackingUrl: expect.stringContaining('consignmentnumber=EE123456789IN'),
      },
    });

    const staff = await signUpStaff(t);
    const { version } = (await get(`/api/admin/orders/${number}`, staff.cookie)).json();
    expect(
      (await post(`/api/admin/orders/${number}/deliver`, staff.cookie, { version })).statusCode,
    ).toBe(200);

    const order = (await get(`/api/orders/${number}`, shopper.cookie)).json().order;
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'due_on_delivery' });
    expect(order.shippedAt).not.toBeNull();
    expect(order.deliveredAt).not.toBeNull();
    expect(order.shipment.deliveredAt).not.toBeNull();
    expect(await stockOf(t, jar.id)).toBe(2);
  });

  it('keeps a cancelled order cancelled', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t);
    const number = (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number;
    await post(`/api/orders/${number}/cancel`, shopper.cookie);
    const refused = await advance(number, 'shipped');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Order #${number} is Cancelled, which is final: it cannot become Confirmed.`,
    );
  });
});

describe('access', () => {
  it('shows a shopper only their own orders; another’s is a 404', async () => {
    const owner = await signUpShopper(t);
    const other = await signUpShopper(t);
    const jar = await addProduct(t);
    const number = (await placeOrder(t, owner.cookie, orderBody([jar]))).json().order.number;

    expect((await get(`/api/orders/${number}`, owner.cookie)).statusCode).toBe(200);
    const peek = await get(`/api/orders/${number}`, other.cookie);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.message).toBe(`Order #${number} was not found.`);
    expect((await post(`/api/orders/${number}/cancel`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/orders', other.cookie)).json().orders).toEqual([]);
    expect((await get(`/api/orders/${number}`, owner.cookie)).json().order.status).toBe(
      'processing',
    );
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const jar = await addProduct(t);
    expect((await get('/api/orders')).statusCode).toBe(401);
    expect((await get('/api/orders/TC1001')).statusCode).toBe(401);
    expect((await post('/api/orders/TC1001/cancel')).statusCode).toBe(401);
    expect((await placeOrder(t, undefined, orderBody([jar]))).statusCode).toBe(401);
    expect(await stockOf(t, jar.id)).toBe(10);
  });
});

describe('GET /api/orders', () => {
  it('filters by tab in any letter case, newest first', async () => {
    const shopper = await signUpShopper(t);
    const jar = await addProduct(t, { stock: 10 });
    const place = async () =>
      (await placeOrder(t, shopper.cookie, orderBody([jar]))).json().order.number as string;
    const shipped = await place();
    const cancelled = await place();
    const processing = await place();
    await advance(shipped, 'shipped');
    await post(`/api/orders/${cancelled}/cancel`, shopper.cookie);

    const numbers = async (status: string) =>
      (await get(`/api/orders?status=${status}`, shopper.cookie))
        .json()
        .orders.map((order: { number: string }) => order.number);
    expect(await numbers('all')).toEqual([processing, cancelled, shipped]);
    expect(await numbers('PROCESSING')).toEqual([processing]);
    expect(await numbers('Shipped')).toEqual([shipped]);
    expect(await numbers('cancelled')).toEqual([cancelled]);
    expect(await numbers('delivered')).toEqual([]);

    const list = (await get('/api/orders', shopper.cookie)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 3, totalPages: 1 });

    const bad = await get('/api/orders?status=lost', shopper.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers every malformed order with a clear 400 and writes nothing', async () => {
    const shopper = await signUpShopper(t, { email: `bad-${Date.now()}@example.in` });
    const jar = await addProduct(t, { stock: 5 });
    const address = { ...ADDRESS, email: shopper.email };
    const cases: [string, unknown, string | RegExp][] = [
      [
        'phone',
        orderBody([jar], { shippingAddress: { ...address, phone: '12345' } }),
        'Enter a valid 10-digit Indian mobile number',
      ],
      [
        'landline-like',
        orderBody([jar], { shippingAddress: { ...address, phone: '5123456789' } }),
        'Enter a valid 10-digit Indian mobile number',
      ],
      [
        'landline',
        orderBody([jar], { shippingAddress: { ...address, phone: '080 2345 6789' } }),
        'That is a landline number: enter a 10-digit mobile number',
      ],
      [
        'PIN',
        orderBody([jar], { shippingAddress: { ...address, pin: '012345' } }),
        'Enter a valid 6-digit PIN code (it cannot start with 0)',
      ],
      [
        'state',
        orderBody([jar], { shippingAddress: { ...address, state: 'Atlantis' } }),
        'Choose a state or union territory',
      ],
      [
        'first name',
        orderBody([jar], { shippingAddress: { ...address, firstName: '  ' } }),
        'Enter your first name',
      ],
      [
        'email',
        orderBody([jar], { shippingAddress: { ...address, email: 'asha@' } }),
        'Enter a valid email address',
      ],
      ['empty cart', orderBody([]), 'Your cart is empty'],
      ['quantity', orderBody([{ ...jar, quantity: 0 }]), /quantity/],
      ['price', orderBody([{ ...jar, price: -1 }]), /unitPrice/],
      ['method', { ...orderBody([jar]), paymentMethod: 'cheque' }, 'Choose a payment method'],
      ['unknown product', orderBody([{ id: 'no-such-thing', price: 100 }]), /no-such-thing/],
    ];
    for (const [name, body, message] of cases) {
      const res = await placeOrder(t, shopper.cookie, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message, name).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        cookie: shopper.cookie,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: '{"items": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get('/api/orders/not-a-number', shopper.cookie)).statusCode).toBe(400);
    expect(await stockOf(t, jar.id)).toBe(5);
    expect(await ordersTo(t, shopper.email)).toBe(0);
  });
});
