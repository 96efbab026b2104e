import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatFullDate,
  formatLongDate,
  formatShortDate,
  formatTime,
} from './index';

// 19:00 UTC on 20 November is half past midnight on 21 November in India (UTC+5:30).
const nearMidnight = '2026-11-20T19:00:00.000Z';

describe('dates on India’s clock', () => {
  it('shows an instant near midnight UTC on the day it already is in India', () => {
    expect(formatLongDate(nearMidnight)).toBe('21 November 2026');
    expect(formatFullDate(nearMidnight)).toBe('Saturday, 21 November 2026');
    expect(formatShortDate(nearMidnight)).toBe('21 Nov 2026');
    expect(formatTime(nearMidnight)).toBe('12:30 am');
  });

  it('reads a Date, an ISO string and epoch milliseconds alike', () => {
    const at = new Date(nearMidnight);
    expect(formatLongDate(at)).toBe(formatLongDate(at.getTime()));
    expect(formatLongDate(at)).toBe(formatLongDate(nearMidnight));
  });

  it('shows India’s afternoon as pm', () => {
    expect(formatTime('2026-11-21T11:05:00Z')).toBe('4:35 pm');
  });

  it('writes a date and time as people read them, on India’s clock', () => {
    expect(formatDateTime('2026-11-28T07:27:00Z')).toBe('28 Nov 2026, 12:57 pm');
    expect(formatDateTime(nearMidnight)).toBe('21 Nov 2026, 12:30 am');
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar date as dates are written in India, on that very day', () => {
    expect(formatCalendarDate('2024-03-12')).toBe('12 March 2024');
    expect(formatCalendarDate('2024-01-01')).toBe('1 January 2024');
  });
});
