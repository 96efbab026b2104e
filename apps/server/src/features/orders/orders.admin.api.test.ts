import { and, eq, like } from 'drizzle-orm';
import { formatFullDate } from '@terracraft/shared/dates';
import { RETURN_WINDOW_DAYS } from '@terracraft/shared/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails } from '../../db/schema';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import {
  addProduct,
  allowManyOrders,
  orderBody,
  outbox,
  placeOrder,
  stockOf,
} from '../../test/shop-data';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let other: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  // One shopper places every order here; the order limits are tested on their own.
  await allowManyOrders(t);
  staff = await signUpStaff(t, 'staff', { email: 'ravi.staff@example.in' });
  other = await signUpStaff(t, 'owner', { email: 'meera.owner@example.in' });
  shopper = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const get = (url: string, cookie = staff.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload?: object, cookie = staff.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A cash on delivery order of the test shopper, as staff first read it. */
async function placeCod(
  options: { email?: string; pin?: string; state?: string; phone?: string } = {},
) {
  const product = await addProduct(t, { stock: 5 });
  const body = orderBody([{ ...product, quantity: 2 }]);
  Object.assign(body.shippingAddress, {
    ...(options.email ? { email: options.email } : {}),
    ...(options.pin ? { pin: options.pin } : {}),
    ...(options.state ? { state: options.state } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
  });
  const res = await placeOrder(t, shopper.cookie, body);
  expect(res.statusCode).toBe(201);
  const number = res.json().order.number as string;
  return { number, product, version: (await get(`/api/admin/orders/${number}`)).json().version };
}

const SHIPMENT = {
  carrier: 'Delhivery',
  trackingNumber: 'DL1234567890',
  trackingUrl: 'https://www.delhivery.com/track/package/DL1234567890',
};

/** Moves an order on as staff, reading its version first. */
async function move(number: string, action: string, body: object = {}) {
  const { version } = (await get(`/api/admin/orders/${number}`)).json();
  return post(`/api/admin/orders/${number}/${action}`, { version, ...body });
}

const shopperOrder = async (number: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/orders/${number}`,
      headers: { cookie: shopper.cookie },
    })
  ).json().order;

describe('the staff moves of the order lifecycle', () => {
  it('ships with a known carrier’s tracking page made from the number, and dates each step', async () => {
    const { number } = await placeCod();
    expect(await shopperOrder(number)).toMatchObject({ confirmedAt: null, shippedAt: null });
    await move(number, 'confirm');
    const confirmedAt = (await shopperOrder(number)).confirmedAt;
    expect(Date.parse(confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    await move(number, 'pack');

    // Typed as staff type it, with no link: the carrier's own name, the number as the carrier
    // looks it up (no spaces or dashes), and its page for the parcel.
    const shipped = await move(number, 'ship', {
      carrier: 'blue dart',
      trackingNumber: '7788 99-01',
    });
    expect(shipped.statusCode).toBe(200);
    const expected = {
      carrier: 'Blue Dart',
      trackingNumber: '77889901',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=77889901',
    };
    expect(shipped.json().shipment).toMatchObject(expected);
    expect(await shopperOrder(number)).toMatchObject({
      confirmedAt,
      shippedAt: expect.any(String),
      shipment: expected,
    });
    const mail = (await outbox(t)).find((eml) => eml.includes(`${number} has shipped`));
    expect(mail).toContain(expected.trackingUrl);
  });

  it('keeps an unknown carrier as typed, with no link unless staff give one', async () => {
    const { number } = await placeCod();
    await move(number, 'confirm');
    await move(number, 'pack');
    const shipped = await move(number, 'ship', { carrier: 'Ranchi Rapid', trackingNumber: 'RR1' });
    expect(shipped.json().shipment).toMatchObject({
      carrier: 'Ranchi Rapid',
      trackingNumber: 'RR1',
      trackingUrl: null,
    });
  });

  it('confirms, packs, ships with tracking and delivers, each in the timeline and the audit log', async () => {
    const { number } = await placeCod();

    const placed = (await get(`/api/admin/orders/${number}`)).json();
    expect(placed).toMatchObject({
      number,
      status: 'processing',
      version: 1,
      paymentMethod: 'cod',
      paymentStatus: 'due_on_delivery',
      shipment: null,
      payment: null,
      actions: ['confirm', 'cancel'],
    });
    expect(placed.items).toHaveLength(1);
    expect(placed.timeline).toEqual([
      expect.objectContaining({
        type: 'place',
        actor: expect.objectContaining({ kind: 'shopper', id: expect.any(String) }),
      }),
    ]);

    const confirmed = await post(`/api/admin/orders/${number}/confirm`, { version: 1 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      version: 2,
      actions: ['pack', 'cancel'],
    });
    // The shopper still sees Processing, with the step.
    expect(await shopperOrder(number)).toMatchObject({ status: 'processing', stage: 'confirmed' });

    const packed = await post(`/api/admin/orders/${number}/pack`, { version: 2 });
    expect(packed.json()).toMatchObject({ status: 'packed', actions: ['ship', 'cancel'] });

    const shipped = await post(`/api/admin/orders/${number}/ship`, { version: 3, ...SHIPMENT });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      version: 4,
      shipment: { ...SHIPMENT, shippedAt: expect.any(String), deliveredAt: null },
      actions: ['deliver', 'collect-cash'],
    });
    expect(await shopperOrder(number)).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Delhivery', trackingNumber: 'DL1234567890' },
    });
    const shippedMail = (await outbox(t)).find((eml) => eml.includes(`${number} has shipped`));
    expect(shippedMail).toContain('Tracking number: DL1234567890');
    expect(shippedMail).toContain(`Track your parcel: ${SHIPMENT.trackingUrl}`);
    // The shipped mail carries the order's tax invoice, attached when it is sent.
    const [shippedRow] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'order-shipped'), like(outboxMails.subject, `%${number}%`)));
    expect(shippedRow!.attachments).toEqual([{ kind: 'invoice', orderId: shippedRow!.orderId }]);
    expect(shippedRow!.html).toContain(`href="${SHIPMENT.trackingUrl}"`);
    // The shop's orders address hears of the new order.
    const alert = (await outbox(t)).find((eml) => eml.includes(`Subject: New order #${number}:`));
    expect(alert).toContain('To: support@terracraft.in');

    const delivered = await post(`/api/admin/orders/${number}/deliver`, { version: 4 });
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      // Delivery does not say the cash reached the shop: staff mark it.
      paymentStatus: 'due_on_delivery',
      shipment: { deliveredAt: expect.any(String) },
      actions: ['collect-cash'],
    });
    const deliveredMail = (await outbox(t)).find((eml) =>
      eml.includes(`#${number} has been delivered`),
    );
    const lastDay = new Date(
      Date.parse(delivered.json().shipment.deliveredAt) + RETURN_WINDOW_DAYS * 86_400_000,
    );
    expect(deliveredMail).toContain(
      `You can return unused items in their original packaging until ${formatFullDate(lastDay)} (7 days from delivery).`,
    );

    const { timeline } = delivered.json();
    expect(timeline.map((event: { type: string }) => event.type)).toEqual([
      'place',
      'confirm',
      'pack',
      'ship',
      'deliver',
    ]);
    expect(timeline[3]).toMatchObject({
      actor: { kind: 'staff', id: staff.id, email: staff.email, role: 'staff' },
      details: {
        from: { status: 'packed' },
        to: { status: 'shipped' },
        carrier: 'Delhivery',
        trackingNumber: 'DL1234567890',
      },
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, number)));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ['order.confirm', 'order.deliver', 'order.pack', 'order.ship'].sort(),
    );
    expect(audited.every((row) => row.actorEmail === staff.email)).toBe(true);
  });

  it('marks a cash on delivery order’s cash collected once it has shipped, once', async () => {
    const { number } = await placeCod();
    const early = await move(number, 'cash-collected');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      `Order #${number} is Processing: cash is collected once it has shipped.`,
    );
    await move(number, 'confirm');
    await move(number, 'pack');
    await move(number, 'ship', SHIPMENT);

    const collected = await move(number, 'cash-collected');
    expect(collected.statusCode).toBe(200);
    expect(collected.json()).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      paidAt: expect.any(String),
      actions: ['deliver'],
    });
    expect(collected.json().timeline.at(-1)).toMatchObject({
      type: 'collect-cash',
      details: { from: { paymentStatus: 'due_on_delivery' }, to: { paymentStatus: 'paid' } },
    });
    expect(await shopperOrder(number)).toMatchObject({ paymentStatus: 'paid' });

    const twice = await move(number, 'cash-collected');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(`The cash for order #${number} is already collected.`);
  });

  it('refuses every move the lifecycle does not allow, naming the order and its status', async () => {
    const { number, product } = await placeCod();
    const refused = async (action: string, message: string, body: object = {}) => {
      const res = await move(number, action, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message });
    };
    await refused(
      'pack',
      `Order #${number} is Processing; it can become Confirmed or Cancelled, not Packed.`,
    );
    await refused(
      'ship',
      `Order #${number} is Processing; it can become Confirmed or Cancelled, not Shipped.`,
      SHIPMENT,
    );
    await refused(
      'deliver',
      `Order #${number} is Processing; it can become Confirmed or Cancelled, not Delivered.`,
    );
    await move(number, 'confirm');
    await refused('confirm', `Order #${number} is already Confirmed.`);
    await refused(
      'ship',
      `Order #${number} is Confirmed; it can become Packed or Cancelled, not Shipped.`,
      SHIPMENT,
    );
    await move(number, 'pack');
    await move(number, 'ship', SHIPMENT);
    await refused('cancel', `Order #${number} is Shipped; it can become Delivered, not Cancelled.`);
    await refused('pack', `Order #${number} is Shipped; it can become Delivered, not Packed.`);
    await move(number, 'deliver');
    await refused('deliver', `Order #${number} is already Delivered.`);
    await refused(
      'cancel',
      `Order #${number} is Delivered, which is final: it cannot become Cancelled.`,
    );
    // Nothing moved by the refusals: three units taken, still taken.
    expect(await stockOf(t, product.id)).toBe(3);
    expect((await get(`/api/admin/orders/${number}`)).json().status).toBe('delivered');
  });

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

describe('two staff on one order', () => {
  it('lets one win; the other is told the order changed, and nothing of theirs is written', async () => {
    const { number, version } = await placeCod();
    const first = await post(`/api/admin/orders/${number}/confirm`, { version });
    expect(first.statusCode).toBe(200);
    const second = await post(
      `/api/admin/orders/${number}/cancel`,
      { version, reason: 'Out of stock' },
      other.cookie,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'STALE',
      message: `Order #${number} changed since you opened it. Reload to see the change.`,
    });
    const now = (await get(`/api/admin/orders/${number}`)).json();
    expect(now).toMatchObject({ status: 'confirmed', version: version + 1 });
    expect(now.timeline.map((event: { type: string }) => event.type)).toEqual(['place', 'confirm']);
  });

  it('serialises moves sent at the same moment: exactly one succeeds', async () => {
    const { number, version } = await placeCod();
    const answers = await Promise.all([
      post(`/api/admin/orders/${number}/confirm`, { version }),
      post(`/api/admin/orders/${number}/confirm`, { version }, other.cookie),
      post(`/api/admin/orders/${number}/cancel`, { version }, other.cookie),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.code).toBe('STALE');
    }
  });

  it('keeps the shopper’s own change from being overwritten by staff who read it before', async () => {
    const { number, version } = await placeCod();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    const res = await post(`/api/admin/orders/${number}/confirm`, { version });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('STALE');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const { number, version } = await placeCod();
    await move(number, 'confirm');
    await move(number, 'pack');
    const current = (await get(`/api/admin/orders/${number}`)).json().version;
    const bad = async (action: string, body: unknown, field: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/${action}`,
        headers: { cookie: staff.cookie },
        payload: body as object,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    };
    await bad('ship', { version: current, trackingNumber: 'X1' }, 'carrier');
    await bad('ship', { version: current, carrier: 'Delhivery' }, 'trackingNumber');
    await bad('ship', { version: current, carrier: '  ', trackingNumber: 'X1' }, 'carrier');
    await bad(
      'ship',
      {
        version: current,
        carrier: 'Delhivery',
        trackingNumber: 'X1',
        trackingUrl: 'http://x.in/t',
      },
      'trackingUrl',
    );
    await bad(
      'ship',
      {
        version: current,
        carrier: 'Delhivery',
        trackingNumber: 'X1',
        trackingUrl: 'javascript:alert(1)',
      },
      'trackingUrl',
    );
    await bad('ship', { carrier: 'Delhivery', trackingNumber: 'X1' }, 'version');
    await bad('confirm', { version: 'one' }, 'version');
    await bad('notes', {}, 'text');
    const notesUrl = `/api/admin/orders/${number}/notes`;
    const empty = await post(notesUrl, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('text');

    const now = (await get(`/api/admin/orders/${number}`)).json();
    expect(now).toMatchObject({ status: 'packed', version: current, shipment: null });
    expect(version).toBeLessThan(current);
  });

  it('names an order that does not exist, and a number that is not one', async () => {
    const missing = await post('/api/admin/orders/TC99999999/confirm', { version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Order #TC99999999 was not found.');
    expect((await get('/api/admin/orders/TC99999999')).statusCode).toBe(404);
    const notANumber = await get('/api/admin/orders/lamp');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().error.fields).toHaveProperty('number');
  });

  it('refuses list filters it does not know, naming them', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['paymentMethod=cheque', 'paymentMethod'],
      ['paymentStatus=maybe', 'paymentStatus'],
      ['from=yesterday', 'from'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
      ['limit=0', 'limit'],
      ['cursor=nonsense', 'cursor'],
    ] as const) {
      const res = await get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
  });
});

describe('internal notes', () => {
  it('adds a note to the timeline, for staff only, audited', async () => {
    const { number, version } = await placeCod();
    const res = await post(`/api/admin/orders/${number}/notes`, {
      text: 'Shopper called: deliver after 6 pm.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version });
    expect(res.json().timeline.at(-1)).toMatchObject({
      type: 'note',
      actor: { kind: 'staff', email: staff.email },
      details: { text: 'Shopper called: deliver after 6 pm.' },
    });
    expect(JSON.stringify(await shopperOrder(number))).not.toContain('6 pm');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.note'), eq(auditLog.entityId, number)));
    expect(entry?.actorEmail).toBe(staff.email);
  });
});

describe('the list', () => {
  it('pages newest first by cursor, filters and finds by number, email, phone and PIN', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await placeCod({
      email: `kiran.${tag}@example.in`,
      pin: '110001',
      state: 'Delhi',
      phone: '9123456780',
    });
    const b = await placeCod({ email: `kiran.${tag}@example.in` });
    const c = await placeCod({ email: `lata.${tag}@example.in` });
    await move(b.number, 'confirm');

    const numbers = async (query: string) =>
      (await get(`/api/admin/orders?${query}`))
        .json()
        .items.map((item: { number: string }) => item.number);
    expect(await numbers(`q=kiran.${tag}`)).toEqual([b.number, a.number]);
    expect(await numbers(`q=KIRAN.${tag}@EXAMPLE.IN`)).toEqual([b.number, a.number]);
    expect(await numbers(`q=%23${a.number}`)).toEqual([a.number]);
    expect(await numbers(`q=${a.number.toLowerCase()}`)).toEqual([a.number]);
    expect((await numbers('q=110001'))[0]).toBe(a.number);
    expect((await numbers('q=%2B91 91234 56780'))[0]).toBe(a.number);
    expect(await numbers(`q=kiran.${tag}&status=confirmed`)).toEqual([b.number]);
    expect(await numbers(`q=lata.${tag}&paymentMethod=cod&paymentStatus=due_on_delivery`)).toEqual([
      c.number,
    ]);
    expect(await numbers(`q=lata.${tag}&paymentMethod=online`)).toEqual([]);
    // A percent sign is a character to look for, not a wildcard.
    expect(await numbers('q=%25')).toEqual([]);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await numbers(`q=kiran.${tag}&from=${encodeURIComponent(future)}`)).toEqual([]);

    const first = (await get(`/api/admin/orders?q=kiran.${tag}&limit=1`)).json();
    expect(first.items.map((item: { number: string }) => item.number)).toEqual([b.number]);
    expect(first.items[0]).toMatchObject({
      status: 'confirmed',
      customerName: 'Asha Rao',
      email: `kiran.${tag}@example.in`,
    });
    const second = (
      await get(`/api/admin/orders?q=kiran.${tag}&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((item: { number: string }) => item.number)).toEqual([a.number]);
    expect(second.nextCursor).toBeNull();
  });
});
