import { describe, expect, it } from 'vitest';
import { diffOf } from './diff';

describe('diffOf', () => {
  it('lists only the fields that changed, by path', () => {
    expect(
      diffOf(
        { phone: '1800-123-4567', address: { pin: '110001', city: 'Delhi' }, hours: ['a', 'b'] },
        { phone: '1800-765-4321', address: { pin: '110001', city: 'Delhi' }, hours: ['a', 'c'] },
      ),
    ).toEqual([
      { path: 'phone', before: '1800-123-4567', after: '1800-765-4321' },
      { path: 'hours[1]', before: 'b', after: 'c' },
    ]);
  });

  it('shows every field of a created or removed entity', () => {
    expect(diffOf(null, { email: 'a@example.in', active: true })).toEqual([
      { path: 'email', before: undefined, after: 'a@example.in' },
      { path: 'active', before: undefined, after: 'true' },
    ]);
    expect(diffOf({ role: 'staff' }, null)).toEqual([
      { path: 'role', before: 'staff', after: undefined },
    ]);
  });

  it('writes null and empty lists so that they can be read', () => {
    expect(diffOf({ note: null, tags: [] }, { note: 'x', tags: ['y'] })).toEqual([
      { path: 'note', before: '(empty)', after: 'x' },
      { path: 'tags', before: '(none)', after: undefined },
      { path: 'tags[0]', before: undefined, after: 'y' },
    ]);
  });

  it('shows an instant on India’s clock, as every time in the console', () => {
    expect(
      diffOf(
        { startsAt: null, endsAt: '2026-11-28T07:27:00.000Z' },
        { startsAt: '2026-11-30T18:30:00Z', endsAt: '2026-11-28T07:27:30.000Z' },
      ),
    ).toEqual([
      { path: 'startsAt', before: '(empty)', after: '1 Dec 2026, 12:00 am' },
      // Changed within the minute: still a change, though both read alike.
      { path: 'endsAt', before: '28 Nov 2026, 12:57 pm', after: '28 Nov 2026, 12:57 pm' },
    ]);
    expect(diffOf({ code: '2026-11-28' }, { code: 'T1' })[0]?.before).toBe('2026-11-28');
  });
});
