import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import {
  couponState,
  dayAfter,
  dayStart,
  discountLabel,
  lastValidDay,
  validityLabel,
} from './coupon-rules';

const coupon: AdminCoupon = {
  code: 'X',
  description: 'x',
  kind: 'percent',
  value: 10,
  minOrder: 0,
  maxDiscount: 50_000,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perShopperLimit: null,
  active: true,
  timesUsed: 0,
  shoppers: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('coupon rules as the console shows them', () => {
  it('turns India calendar days into the instants the server keeps, and back', () => {
    expect(dayStart('2026-03-01')).toBe('2026-03-01T00:00:00+05:30');
    expect(dayAfter('2026-03-31')).toBe('2026-03-31T18:30:00.000Z');
    expect(lastValidDay(dayAfter('2026-03-31'))).toBe('2026-03-31');
    expect(
      validityLabel({ startsAt: '2026-02-28T18:30:00.000Z', endsAt: dayAfter('2026-03-31') }),
    ).toBe('1 Mar 2026 to 31 Mar 2026');
    expect(validityLabel({ startsAt: null, endsAt: dayAfter('2026-12-31') })).toBe(
      'Until 31 Dec 2026',
    );
    expect(validityLabel({ startsAt: dayStart('2027-01-01'), endsAt: null })).toBe(
      'From 1 Jan 2027',
    );
  });

  it('names the discount and the state', () => {
    expect(discountLabel(coupon)).toBe('10% off, up to ₹500.00');
    expect(discountLabel({ kind: 'flat', value: 20_000, maxDiscount: null })).toBe('₹200.00 off');
    expect(couponState(coupon).label).toBe('Active');
    expect(couponState({ ...coupon, active: false }).label).toBe('Disabled');
    expect(couponState({ ...coupon, endsAt: '2020-01-01T00:00:00Z' }).label).toBe('Expired');
    expect(couponState({ ...coupon, startsAt: '2999-01-01T00:00:00Z' }).label).toBe('Scheduled');
    expect(couponState({ ...coupon, usageLimit: 2, timesUsed: 2 }).label).toBe('Used up');
  });
});
