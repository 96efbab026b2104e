import { describe, expect, it } from 'vitest';
import { MOBILE_TEXTS, STATES_AND_UNION_TERRITORIES, mobileSchema, pinCodeSchema } from './index';

describe('india', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(STATES_AND_UNION_TERRITORIES).toContain('Jharkhand');
    expect(STATES_AND_UNION_TERRITORIES).toContain('Ladakh');
  });

  it('accepts six-digit PIN codes that do not start with 0', () => {
    expect(pinCodeSchema.safeParse('834001').success).toBe(true);
    expect(pinCodeSchema.safeParse('034001').success).toBe(false);
    expect(pinCodeSchema.safeParse('83400').success).toBe(false);
    expect(pinCodeSchema.safeParse('8340012').success).toBe(false);
  });

  it('accepts Indian mobiles with an optional +91 or 0 prefix, kept as their 10 digits', () => {
    expect(mobileSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(mobileSchema.parse('098765-43210')).toBe('9876543210');
    expect(mobileSchema.parse('9876543210')).toBe('9876543210');
    expect(mobileSchema.parse('+91 80501 23456')).toBe('8050123456');
    expect(mobileSchema.parse('6201234567')).toBe('6201234567');
    expect(mobileSchema.safeParse('5876543210').success).toBe(false);
    expect(mobileSchema.safeParse('98765').success).toBe(false);
    expect(mobileSchema.parse(' 0 70123 45678 ')).toBe('7012345678');
  });

  it('refuses a landline where a mobile is asked for, saying it is one', () => {
    for (const landline of ['080 2345 6789', '+91 80 4123 4567', '0651 234 5678', '0712-2345678']) {
      const parsed = mobileSchema.safeParse(landline);
      expect(parsed.success, landline).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MOBILE_TEXTS.landline);
    }
  });
});
