import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr, rupeesToPaise } from './index';

describe('money', () => {
  it('formats paise as Indian rupees with lakh grouping and two decimals', () => {
    expect(formatInr(12499900)).toBe('₹1,24,999.00');
    expect(formatInr(5900)).toBe('₹59.00');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('converts rupees to whole paise without floating point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(2499)).toBe(249900);
  });

  it('computes the discount badge and falls back to 0', () => {
    expect(discountPercent(249900, 199900)).toBe(20);
    expect(discountPercent(0, 199900)).toBe(0);
    expect(discountPercent(199900, 0)).toBe(0);
    expect(discountPercent(null, 100)).toBe(0);
    expect(discountPercent(100, 150)).toBe(0);
  });
});
