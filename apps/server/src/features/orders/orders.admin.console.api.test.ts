import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import type { signUpShopper, signUpStaff, TestApp } from '../../test/test-app';
import { openStaffOrdersShop, staffOrdersKit } from './orders.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  ({ t, staff, shopper } = await openStaffOrdersShop());
});
afterAll(() => t.close());

const { get, post, placeCod, move, shopperOrder } = staffOrdersKit(
  () => t,
  () => ({ staff, shopper }),
);

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
