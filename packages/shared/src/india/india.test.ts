import { describe, expect, it } from 'vitest';
import { STATES_AND_UNION_TERRITORIES, mobileSchema, pinCodeSchema } from './index';

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

  it('accepts Indian mobiles with an optional +91 or 0 prefix', () => {
    expect(mobileSchema.parse('+91 98765 43210')).toBe('+919876543210');
    expect(mobileSchema.safeParse('09876543210').success).toBe(true);
    expect(mobileSchema.safeParse('5876543210').success).toBe(false);
    expect(mobileSchema.safeParse('98765').success).toBe(false);
  });
});
