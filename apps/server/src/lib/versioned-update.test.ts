import { describe, expect, it } from 'vitest';
import { nextUpdatedAt, refuseIfChangedSince } from './versioned-update';

describe('the changed-meanwhile rule', () => {
  const saved = new Date('2026-11-28T10:00:00.123Z');

  it('lets a write through when the record is as it was read', () => {
    expect(() => refuseIfChangedSince(saved, saved.toISOString(), 'This coupon')).not.toThrow();
    expect(() => refuseIfChangedSince(null, null, 'The business details', 'them')).not.toThrow();
  });

  it('refuses with 409 STALE, naming the record, when it was saved since it was read', () => {
    const refusal = (savedAt: Date | null, readAt: string | null) => {
      try {
        refuseIfChangedSince(savedAt, readAt, 'This coupon');
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const [savedAt, readAt] of [
      [saved, '2026-11-28T10:00:00.122Z'],
      [saved, null],
      [null, saved.toISOString()],
    ] as const) {
      expect(refusal(savedAt, readAt)).toMatchObject({
        statusCode: 409,
        code: 'STALE',
        message: 'This coupon changed while you were looking at it. Reload to see the latest.',
      });
    }
  });

  it('stamps each write later than the last, even within one millisecond', () => {
    const future = new Date(Date.now() + 60_000);
    expect(nextUpdatedAt(future).getTime()).toBe(future.getTime() + 1);
    const before = Date.now();
    expect(nextUpdatedAt(saved).getTime()).toBeGreaterThanOrEqual(before);
    expect(nextUpdatedAt().getTime()).toBeGreaterThanOrEqual(before);
  });
});
