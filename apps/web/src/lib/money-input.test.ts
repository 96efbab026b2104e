import { describe, expect, it } from 'vitest';
import { formatRupeesInput, parseRupees } from './money-input';

describe('money boxes', () => {
  it('read rupees as typed, into paise', () => {
    expect(parseRupees('1249.50')).toBe(124950);
    expect(parseRupees('₹ 1,24,999')).toBe(12499900);
    expect(parseRupees('1,249.5')).toBe(124950);
    expect(parseRupees('0.10')).toBe(10);
    expect(parseRupees('.5')).toBe(50);
    expect(parseRupees('  ')).toBeNull();
  });

  it('hold what is not an amount of rupees as NaN, for the schema to refuse', () => {
    for (const text of ['-5', '12.345', 'abc', '1e3', '1,2', '12..5']) {
      expect(parseRupees(text), text).toBeNaN();
    }
  });

  it('show paise as rupees with two decimals', () => {
    expect(formatRupeesInput(124950)).toBe('1249.50');
    expect(formatRupeesInput(500)).toBe('5.00');
    expect(formatRupeesInput(null)).toBe('');
    expect(formatRupeesInput(Number.NaN)).toBe('');
  });
});
