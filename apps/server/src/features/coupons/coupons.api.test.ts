import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, products } from '../../db/schema';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { createCouponService, discountFor } from './coupons.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(products).values([
    {
      slug: 'test-lamp',
      sku: 'TEST001',
      name: 'Test Lamp',
      category: 'lamp-shade',
      description: 'A lamp for tests',
      price: 150_000,
      mrp: 200_000,
      stock: 10,
      images: ['/media/products/test-lamp'],
      imageAlt: 'Test lamp',
    },
  ]);
  await t.database.db.insert(coupons).values([
    {
      code: 'OLD',
      description: 'expired',
      kind: 'flat',
      value: 100,
      endsAt: new Date('2020-01-01'),
    },
    {
      code: 'SOON',
      description: 'later',
      kind: 'flat',
      value: 100,
      startsAt: new Date('2999-01-01'),
    },
    { code: 'USEDUP', description: 'limit', kind: 'flat', value: 100, usageLimit: 1, timesUsed: 1 },
    { code: 'OFF', description: 'inactive', kind: 'flat', value: 100, active: false },
  ]);
});
afterAll(() => t.close());

const quote = (code: string, quantity = 1, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/quote',
    headers: cookie ? { cookie } : {},
    payload: { code, items: [{ id: 'test-lamp', quantity }] },
  });

describe('discount arithmetic', () => {
  it('takes a capped percentage or a flat amount, never more than the subtotal', () => {
    expect(discountFor({ kind: 'percent', value: 10, maxDiscount: 50_000 }, 300_000)).toBe(30_000);
    expect(discountFor({ kind: 'percent', value: 10, maxDiscount: 50_000 }, 900_000)).toBe(50_000);
    expect(discountFor({ kind: 'flat', value: 20_000, maxDiscount: null }, 15_000)).toBe(15_000);
    expect(discountFor({ kind: 'percent', value: 15, maxDiscount: null }, 99_999)).toBe(14_999);
  });
});

describe('POST /api/coupons/quote', () => {
  it('applies WELCOME10 at current database prices, whatever the client thinks', async () => {
    const res = await quote('welcome10', 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'WELCOME10',
      description: '10% off your first order of ₹999 or more (up to ₹500)',
      discount: 30_000,
      subtotal: 300_000,
    });
  });

  it('takes FLAT200 off an order over its minimum, up to three orders per shopper', async () => {
    const res = await quote('FLAT200', 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'FLAT200',
      description: '₹200 off orders of ₹1,999 or more',
      discount: 20_000,
      subtotal: 300_000,
    });

    const shopper = await signUpShopper(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    const userId = me.json().id as string;
    const service = createCouponService(t.database.db);
    for (const orderId of ['flat-1', 'flat-2', 'flat-3']) {
      expect((await quote('FLAT200', 2, shopper.cookie)).statusCode).toBe(200);
      await t.database.db.transaction((tx) =>
        service.redeem(tx, { code: 'FLAT200', subtotal: 300_000, userId, orderId }),
      );
    }
    const fourth = await quote('FLAT200', 2, shopper.cookie);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error.message).toBe(
      'You have already used this coupon 3 times, the most allowed.',
    );
    // Another shopper, or a visitor, still may.
    expect((await quote('FLAT200', 2)).statusCode).toBe(200);

    for (const orderId of ['flat-1', 'flat-2', 'flat-3']) {
      await t.database.db.transaction((tx) => service.release(tx, orderId));
    }
  });

  it('explains why a coupon does not apply', async () => {
    const cases: [string, RegExp][] = [
      ['NOPE', /not valid/],
      ['OFF', /not valid/],
      ['OLD', /expired/],
      ['SOON', /not active yet/],
      ['USEDUP', /usage limit/],
      ['FLAT200', /at least ₹1,999\.00\. Add ₹499\.00 more/],
    ];
    for (const [code, reason] of cases) {
      const res = await quote(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code, code).toBe('COUPON_NOT_APPLICABLE');
      expect(res.json().error.message, code).toMatch(reason);
    }
  });

  it('refuses unknown products and empty carts without a 5xx', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/quote',
      payload: { code: 'WELCOME10', items: [{ id: 'ghost', quantity: 1 }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/ghost/);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/quote',
      payload: { code: 'X', items: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers hostile or malformed quotes with a 400 in the error shape', async () => {
    const bodies: unknown[] = [
      {},
      { code: '', items: [{ id: 'test-lamp', quantity: 1 }] },
      { code: 'X'.repeat(33), items: [{ id: 'test-lamp', quantity: 1 }] },
      { code: { $ne: null }, items: [{ id: 'test-lamp', quantity: 1 }] },
      { code: 'WELCOME10', items: [{ id: 'test-lamp', quantity: -3 }] },
      { code: 'WELCOME10', items: [{ id: 'test-lamp', quantity: 1, price: 1 }], extra: true },
    ];
    const statuses = [];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/coupons/quote',
        payload: payload as object,
      });
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) expect(res.json().error.message).toBeTruthy();
    }
    // The last one is well-formed: the price it sends is ignored, not trusted.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 200]);
    const injected = await quote("WELCOME10' OR '1'='1");
    expect(injected.statusCode).toBe(400);
    expect(injected.json().error.message).toBe('This coupon code is not valid.');
  });

  it('counts per-shopper use, and gives it back when the order is cancelled', async () => {
    const shopper = await signUpShopper(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    const userId = me.json().id as string;
    const service = createCouponService(t.database.db);

    await t.database.db.transaction((tx) =>
      service.redeem(tx, { code: 'WELCOME10', subtotal: 150_000, userId, orderId: 'order-1' }),
    );
    const again = await quote('WELCOME10', 1, shopper.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('You have already used this coupon.');
    await expect(
      t.database.db.transaction((tx) =>
        service.redeem(tx, { code: 'WELCOME10', subtotal: 150_000, userId, orderId: 'order-2' }),
      ),
    ).rejects.toThrow('You have already used this coupon.');

    await t.database.db.transaction((tx) => service.release(tx, 'order-1'));
    expect((await quote('WELCOME10', 1, shopper.cookie)).statusCode).toBe(200);
    const [coupon] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'WELCOME10'));
    expect(coupon?.timesUsed).toBe(0);
    expect(await t.database.db.select().from(couponRedemptions)).toEqual([]);
  });
});
