import { describe, expect, it } from 'vitest';
import { orderTotals } from './index';

describe('policy', () => {
  it('adds the flat ₹59 shipping after the coupon discount', () => {
    expect(orderTotals(249_900, 20_000)).toEqual({
      subtotal: 249_900,
      discount: 20_000,
      shipping: 5_900,
      codFee: 0,
      total: 235_800,
    });
  });

  it('never discounts below zero and ships nothing for an empty cart', () => {
    expect(orderTotals(10_000, 50_000).total).toBe(5_900);
    expect(orderTotals(0, 0, 4_900)).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      codFee: 0,
      total: 0,
    });
  });

  it('adds the cash-on-delivery fee of an order paid in cash', () => {
    expect(orderTotals(249_900, 20_000, 4_900)).toMatchObject({ codFee: 4_900, total: 240_700 });
  });
});
