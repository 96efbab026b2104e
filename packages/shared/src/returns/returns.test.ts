import { describe, expect, it } from 'vitest';
import { refundDestinationSchema, returnDeadline, returnRequestSchema } from './index';

describe('returnDeadline', () => {
  it('ends at midnight in India on the 7th day after the day of delivery', () => {
    // Delivered 1 March 2026 at 23:30 IST (18:00 UTC): returns until 8 March 23:59:59.999 IST.
    expect(returnDeadline('2026-03-01T18:00:00Z').toISOString()).toBe('2026-03-08T18:29:59.999Z');
    // Delivered 2 March 00:10 IST (1 March 18:40 UTC) is a day later on India's calendar.
    expect(returnDeadline('2026-03-01T18:40:00Z').toISOString()).toBe('2026-03-09T18:29:59.999Z');
  });
});

describe('refund destinations', () => {
  it('take a UPI ID, or a bank account of 9 to 18 digits with its IFSC', () => {
    const ok = (value: object) => refundDestinationSchema.safeParse(value).success;
    expect(ok({ method: 'upi', upiId: 'asha.rao@okaxis' })).toBe(true);
    expect(ok({ method: 'upi', upiId: 'asha.rao' })).toBe(false);
    expect(ok({ method: 'upi', upiId: '@okaxis' })).toBe(false);
    const bank = {
      method: 'bank',
      accountNumber: '123456789',
      ifsc: 'HDFC0ABC123',
      accountHolder: 'A',
    };
    expect(ok(bank)).toBe(true);
    expect(ok({ ...bank, accountNumber: '12345678' })).toBe(false);
    expect(ok({ ...bank, accountNumber: '1234567890123456789' })).toBe(false);
    expect(ok({ ...bank, ifsc: 'HDFC1ABC123' })).toBe(false);
    expect(ok({ ...bank, accountHolder: ' ' })).toBe(false);
  });

  it('a request lists each item once, with at most 1000 characters of text', () => {
    const base = { lines: [{ position: 0, quantity: 1 }], reason: 'damaged' };
    expect(returnRequestSchema.safeParse(base).success).toBe(true);
    expect(
      returnRequestSchema.safeParse({
        ...base,
        lines: [base.lines[0], base.lines[0]],
      }).success,
    ).toBe(false);
    expect(returnRequestSchema.safeParse({ ...base, details: 'x'.repeat(1001) }).success).toBe(
      false,
    );
    expect(returnRequestSchema.safeParse({ ...base, reason: 'bored' }).success).toBe(false);
  });
});
