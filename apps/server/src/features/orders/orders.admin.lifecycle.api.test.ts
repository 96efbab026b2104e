import { and, eq, like } from 'drizzle-orm';
import { formatFullDate } from '@terracraft/shared/dates';
import { RETURN_WINDOW_DAYS } from '@terracraft/shared/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails } from '../../db/schema';
import type { signUpShopper, signUpStaff, TestApp } from '../../test/test-app';
import { outbox, stockOf } from '../../test/shop-data';
import { openStaffOrdersShop, staffOrdersKit } from './orders.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  ({ t, staff, shopper } = await openStaffOrdersShop());
});
afterAll(() => t.close());

const { get, post, placeCod, SHIPMENT, move, shopperOrder } = staffOrdersKit(
  () => t,
  () => ({ staff, shopper }),
);

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
});
