import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCalendarWeekday,
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

describe('the same words as Intl', () => {
  // What the shop wrote with Intl before (decision 46): every instant must read the same.
  const india = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
  const long = india({ day: 'numeric', month: 'long', year: 'numeric' });
  const full = india({ dateStyle: 'full' });
  const short = india({ dateStyle: 'medium' });
  const time = india({ hour: 'numeric', minute: '2-digit' });
  const calendar = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const calendarWeekday = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  it('writes every minute of two years, every month and both sides of midnight as Intl does', () => {
    const start = Date.UTC(2025, 0, 1);
    // Every 97 minutes for two years: every hour of the day and every day of the month occur.
    for (let at = start; at < start + 2 * 365 * 86_400_000; at += 97 * 60_000) {
      const instant = new Date(at);
      expect(formatLongDate(at)).toBe(long.format(instant));
      expect(formatFullDate(at)).toBe(full.format(instant));
      expect(formatShortDate(at)).toBe(short.format(instant));
      expect(formatTime(at)).toBe(time.format(instant));
    }
  });

  it('writes calendar dates as Intl does, whatever the day', () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += 86_400_000) {
      const isoDate = new Date(at).toISOString().slice(0, 10);
      expect(formatCalendarDate(isoDate)).toBe(calendar.format(new Date(at)));
      expect(formatCalendarWeekday(isoDate)).toBe(calendarWeekday.format(new Date(at)));
    }
  });

  it('refuses an instant that is not one, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDate('2024-13-45')).toThrow(RangeError);
  });
});
