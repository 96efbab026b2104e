import { describe, expect, it } from 'vitest';
import { indiaDayRange } from './date-range';
import { newerPage, olderPage, pageSizeOf } from './url-state';

describe('keyset pages in the URL', () => {
  it('walks older with each next cursor, and newer back the same way to the first page', () => {
    const first = new URLSearchParams('status=shipped');
    const second = olderPage(first, 'c1');
    expect(second.toString()).toBe('status=shipped&cursor=c1');
    const third = olderPage(second, 'c2');
    expect(third.getAll('prev')).toEqual(['c1']);
    expect(third.get('cursor')).toBe('c2');
    const fourth = olderPage(third, 'c3');
    expect(fourth.getAll('prev')).toEqual(['c1', 'c2']);

    expect(newerPage(fourth).toString()).toBe(third.toString());
    expect(newerPage(third).toString()).toBe(second.toString());
    expect(newerPage(second).toString()).toBe(first.toString());
  });

  it('offers only the page sizes the list has, else the default', () => {
    expect(pageSizeOf(new URLSearchParams('limit=25'))).toBe(25);
    expect(pageSizeOf(new URLSearchParams('limit=100'))).toBe(100);
    for (const limit of ['', '0', '101', '-5', 'abc', '30']) {
      expect(pageSizeOf(new URLSearchParams({ limit })), limit).toBe(50);
    }
  });
});

describe('date ranges', () => {
  it('cover whole days in India, the last one included', () => {
    expect(indiaDayRange('2026-01-01', '2026-01-31')).toEqual({
      from: '2026-01-01T00:00:00+05:30',
      to: '2026-02-01T00:00:00+05:30',
    });
    expect(indiaDayRange('', '2024-02-28')).toEqual({
      from: undefined,
      to: '2024-02-29T00:00:00+05:30',
    });
    expect(indiaDayRange('yesterday', '')).toEqual({ from: undefined, to: undefined });
  });
});
