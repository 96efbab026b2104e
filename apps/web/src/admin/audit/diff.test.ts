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
});
