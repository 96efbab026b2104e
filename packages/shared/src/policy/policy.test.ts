import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate, orderTotals } from './index';

describe('policy', () => {
  it('adds the flat ₹59 shipping after the coupon discount', () => {
    expect(orderTotals(249_900, 20_000)).toEqual({
      subtotal: 249_900,
      discount: 20_000,
      shipping: 5_900,
      total: 235_800,
    });
  });

  it('never discounts below zero and ships nothing for an empty cart', () => {
    expect(orderTotals(10_000, 50_000).total).toBe(5_900);
    expect(orderTotals(0)).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
  });

  it('estimates delivery five days after placement', () => {
    expect(estimatedDeliveryDate(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe(
      '2026-03-06T10:00:00.000Z',
    );
  });
});
