import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr, rupeesToPaise } from './index';

describe('money', () => {
  it('formats paise as Indian rupees with lakh grouping and two decimals', () => {
    expect(formatInr(12499900)).toBe('₹1,24,999.00');
    expect(formatInr(5900)).toBe('₹59.00');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('writes every amount as Intl does (decision 46), refunds below zero included', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 9_999_999, 10_000_000, 12_499_900];
    for (let digits = 1; digits <= 14; digits++) amounts.push(10 ** digits - 1, 10 ** digits);
    // A fixed walk through amounts of every size, so that a failure is the same on every run.
    for (let amount = 7; amount < 1e14; amount = Math.floor(amount * 1.37) + 13)
      amounts.push(amount);
    for (const paise of amounts) {
      expect(formatInr(paise)).toBe(intl.format(paise / 100));
      // (Intl writes minus zero as "-₹0.00"; nothing in the shop is minus zero rupees.)
      if (paise > 0) expect(formatInr(-paise)).toBe(intl.format(-paise / 100));
    }
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
