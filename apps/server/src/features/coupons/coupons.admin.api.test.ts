import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import { auditLog, coupons } from '../../db/schema';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

const create = (coupon: object) => call('POST', '/api/admin/coupons', coupon);

const quote = (code: string, items: { id: string; quantity: number }[], cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/quote',
    headers: cookie ? { cookie } : {},
    payload: { code, items },
  });

const SPRING = {
  code: 'spring25',
  description: '25% off, up to ₹300, on orders of ₹1,000 or more',
  kind: 'percent',
  value: 25,
  minOrder: 100_000,
  maxDiscount: 30_000,
  startsAt: '2026-01-01T00:00:00+05:30',
  endsAt: '2999-01-01T00:00:00+05:30',
  usageLimit: 2,
  perShopperLimit: 1,
};

describe('coupons in the console', () => {
  it('creates a coupon with every rule, and records who did', async () => {
    const res = await create(SPRING);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      ...SPRING,
      code: 'SPRING25',
      startsAt: '2025-12-31T18:30:00.000Z',
      endsAt: '2998-12-31T18:30:00.000Z',
      active: true,
      timesUsed: 0,
      shoppers: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.entityId, 'SPRING25')));
    expect(entry).toMatchObject({ actorId: staff.id, entityType: 'coupon', before: null });
    expect(entry?.after).toMatchObject({ code: 'SPRING25', value: 25, usageLimit: 2 });
  });

  it('refuses bad rules with a 400 naming the field, and a taken code with a 409', async () => {
    const cases: [object, string][] = [
      [{ ...SPRING, code: 'BIG', value: 101 }, 'value'],
      [{ ...SPRING, code: 'NEG', minOrder: -1 }, 'minOrder'],
      [{ ...SPRING, code: 'NEGCAP', maxDiscount: -100 }, 'maxDiscount'],
      [{ ...SPRING, code: 'ZERO', kind: 'flat', value: 0 }, 'value'],
      [{ ...SPRING, code: 'BACKWARDS', endsAt: '2025-01-01T00:00:00Z' }, 'endsAt'],
      [{ ...SPRING, code: 'SAME', endsAt: SPRING.startsAt }, 'endsAt'],
      [{ ...SPRING, code: 'LIMIT0', usageLimit: 0 }, 'usageLimit'],
      [{ ...SPRING, code: 'PER0', perShopperLimit: -2 }, 'perShopperLimit'],
      [{ ...SPRING, code: 'FRAC', value: 2.5 }, 'value'],
      [{ ...SPRING, code: 'KIND', kind: 'bogo' }, 'kind'],
      [{ ...SPRING, code: 'WHEN', startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...SPRING, code: 'bad code!' }, 'code'],
      [{ ...SPRING, code: 'NODESC', description: '  ' }, 'description'],
      [{ ...SPRING, code: 'LONE', description: 'Half a character \ud800' }, 'description'],
      [{ ...SPRING, code: 'EXTRA', timesUsed: 5 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.json().error.fields ?? {}), field).toContain(field);
    }
    const duplicate = await create({ ...SPRING, code: 'Spring25', value: 50 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ code: expect.any(String) });
    const duplicateOfSeed = await create({ ...SPRING, code: 'WELCOME10' });
    expect(duplicateOfSeed.statusCode).toBe(409);
    const stored = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SPRING25'));
    expect(stored[0]?.value).toBe(25);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'BIG'))).toEqual([]);
  });

  it('is applied by the shop with every rule, at the cart and when the order is placed', async () => {
    const lamp = await addProduct(t, { price: 60_000, stock: 50 });
    // Below the minimum subtotal.
    const small = await quote('spring25', [{ id: lamp.id, quantity: 1 }]);
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toMatch(/at least ₹1,000\.00/);
    // 25% of ₹1,200 is ₹300; 25% of ₹3,000 is capped at ₹300.
    expect((await quote('spring25', [{ id: lamp.id, quantity: 2 }])).json()).toMatchObject({
      discount: 30_000,
      subtotal: 120_000,
    });
    expect((await quote('SPRING25', [{ id: lamp.id, quantity: 5 }])).json().discount).toBe(30_000);

    // One use per shopper, two in all.
    const asha = await signUpShopper(t);
    const order = (cookie: string) =>
      placeOrder(t, cookie, orderBody([{ ...lamp, quantity: 2 }], { couponCode: 'spring25' }));
    const first = await order(asha.cookie);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order).toMatchObject({ discount: 30_000, couponCode: 'SPRING25' });
    const again = await order(asha.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/already used this coupon/);
    const ravi = await signUpShopper(t);
    expect((await order(ravi.cookie)).statusCode).toBe(201);
    const third = await order((await signUpShopper(t)).cookie);
    expect(third.statusCode).toBe(400);
    expect(third.body).toMatch(/usage limit/);

    const listed = await call('GET', '/api/admin/coupons?q=spring');
    expect(listed.json().items).toEqual([
      expect.objectContaining({ code: 'SPRING25', timesUsed: 2, shoppers: 2 }),
    ]);
  });

  it('honours validity dates: not before the start, not from the end', async () => {
    const lamp = await addProduct(t, { price: 60_000 });
    const later = await create({
      code: 'LATER',
      description: 'Next year',
      kind: 'flat',
      value: 10_000,
      startsAt: '2999-01-01T00:00:00Z',
    });
    expect(later.statusCode).toBe(201);
    const over = await create({
      code: 'OVER',
      description: 'Last year',
      kind: 'flat',
      value: 10_000,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2021-01-01T00:00:00Z',
    });
    expect(over.statusCode).toBe(201);
    expect((await quote('LATER', [{ id: lamp.id, quantity: 1 }])).json().error.message).toMatch(
      /not active yet/,
    );
    expect((await quote('OVER', [{ id: lamp.id, quantity: 1 }])).json().error.message).toMatch(
      /expired/,
    );
  });

  it('edits and disables a coupon; a stale edit is refused with 409', async () => {
    const lamp = await addProduct(t, { price: 200_000 });
    const read = (await call('GET', '/api/admin/coupons/flat200')).json() as AdminCoupon;
    expect(read).toMatchObject({ code: 'FLAT200', kind: 'flat', perShopperLimit: 3 });
    const { code: _code, timesUsed: _t, shoppers: _s, createdAt: _c, ...rules } = read;
    const saved = await call('PUT', '/api/admin/coupons/FLAT200', {
      ...rules,
      value: 25_000,
      description: '₹250 off orders of ₹1,999 or more',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ value: 25_000, minOrder: read.minOrder });
    expect((await quote('FLAT200', [{ id: lamp.id, quantity: 1 }])).json().discount).toBe(25_000);

    const stale = await call('PUT', '/api/admin/coupons/FLAT200', { ...rules, value: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE');

    const disabled = await call('PUT', '/api/admin/coupons/FLAT200/active', {
      active: false,
      updatedAt: saved.json().updatedAt,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().active).toBe(false);
    const refused = await quote('FLAT200', [{ id: lamp.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This coupon code is not valid.');
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, 'FLAT200'));
    expect(actions.map((a) => a.action)).toEqual(['coupon.update', 'coupon.disable']);

    const disabledList = await call('GET', '/api/admin/coupons?status=disabled');
    expect(disabledList.json().items.map((c: AdminCoupon) => c.code)).toContain('FLAT200');
    const enabled = await call('PUT', '/api/admin/coupons/FLAT200/active', {
      active: true,
      updatedAt: disabled.json().updatedAt,
    });
    expect(enabled.statusCode).toBe(200);
    expect((await quote('FLAT200', [{ id: lamp.id, quantity: 1 }])).statusCode).toBe(200);

    expect((await call('GET', '/api/admin/coupons/NOPE')).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/admin/coupons/NOPE', { ...rules, updatedAt: read.updatedAt }))
        .statusCode,
    ).toBe(404);
  });

  it('lists every coupon newest first, a page at a time, each once', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect(
        (await create({ code: `PAGE${i}`, description: 'paging', kind: 'flat', value: 100 }))
          .statusCode,
      ).toBe(201);
    }
    const codes: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'GET',
        `/api/admin/coupons?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      codes.push(...res.json().items.map((c: AdminCoupon) => c.code));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.slice(0, 7)).toEqual([
      'PAGE6',
      'PAGE5',
      'PAGE4',
      'PAGE3',
      'PAGE2',
      'PAGE1',
      'PAGE0',
    ]);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT200', 'SPRING25']));
    expect((await call('GET', '/api/admin/coupons?cursor=zzz')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/coupons?status=gone')).statusCode).toBe(400);
  });
});
