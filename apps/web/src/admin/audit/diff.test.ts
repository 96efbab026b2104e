import { describe, expect, it } from 'vitest';
import { diffOf, fieldLabel } from './diff';

/** The readable side of each change: what the log shows before opening "Stored value". */
const shown = (changes: ReturnType<typeof diffOf>) =>
  changes.map(({ label, before, after }) => ({ label, before, after }));

describe('diffOf', () => {
  it('lists only the fields that changed, with readable labels', () => {
    expect(
      shown(
        diffOf(
          { phone: '1800-123-4567', address: { pin: '110001', city: 'Delhi' }, hours: ['a', 'b'] },
          { phone: '1800-765-4321', address: { pin: '110002', city: 'Delhi' }, hours: ['a', 'c'] },
        ),
      ),
    ).toEqual([
      { label: 'Phone', before: '1800-123-4567', after: '1800-765-4321' },
      { label: 'Address › PIN code', before: '110001', after: '110002' },
      { label: 'Hours', before: 'a, b', after: 'a, c' },
    ]);
  });

  it('shows every field of a created or removed entity', () => {
    expect(shown(diffOf(null, { email: 'a@example.in', active: true }))).toEqual([
      { label: 'Email', before: undefined, after: 'a@example.in' },
      { label: 'Active', before: undefined, after: 'Yes' },
    ]);
    expect(shown(diffOf({ role: 'staff' }, null))).toEqual([
      { label: 'Role', before: 'staff', after: undefined },
    ]);
  });

  it('writes null and lists so that they can be read: tags are one field, not tags[0]', () => {
    expect(
      shown(diffOf({ note: null, tags: [] }, { note: 'x', tags: ['diwali', 'brass'] })),
    ).toEqual([
      { label: 'Note', before: '(empty)', after: 'x' },
      { label: 'Tags', before: '(none)', after: 'diwali, brass' },
    ]);
  });

  it('shows prices in rupees, a coupon’s value by its type, and a category by its name', () => {
    expect(
      shown(
        diffOf(
          { price: 149_900, mrp: 199_900, category: 'home-decor', stock: 12 },
          { price: 129_900, mrp: 199_900, category: 'lamp-shade', stock: 10 },
        ),
      ),
    ).toEqual([
      { label: 'Price', before: '₹1,499.00', after: '₹1,299.00' },
      { label: 'Category', before: 'Home Decor', after: 'Lamp Shade' },
      { label: 'Stock', before: '12', after: '10' },
    ]);
    expect(shown(diffOf({ type: 'flat', value: 20_000 }, { type: 'percent', value: 15 }))).toEqual([
      { label: 'Type', before: 'flat', after: 'percent' },
      { label: 'Value', before: '₹200.00', after: '15%' },
    ]);
  });

  it('reads ids by name, and keeps the stored value on demand', () => {
    const staffId = '3f9a2c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
    const [change] = diffOf(
      { assignee: null },
      { assignee: staffId },
      {
        [staffId]: 'Meera Iyer (meera@example.in)',
      },
    );
    expect(change).toEqual({
      path: 'assignee',
      label: 'Assignee',
      before: '(empty)',
      after: 'Meera Iyer (meera@example.in)',
      rawBefore: 'null',
      rawAfter: staffId,
    });
  });

  it('walks lists of records, counting from one', () => {
    expect(
      shown(
        diffOf(null, {
          lines: [{ item: 'Clay Vase', quantity: 1, outcome: 'write-off', reason: 'Cracked' }],
        }),
      ),
    ).toEqual([
      { label: 'Lines 1 › Item', before: undefined, after: 'Clay Vase' },
      { label: 'Lines 1 › Quantity', before: undefined, after: '1' },
      { label: 'Lines 1 › Outcome', before: undefined, after: 'write-off' },
      { label: 'Lines 1 › Reason', before: undefined, after: 'Cracked' },
    ]);
    expect(fieldLabel('workingHours[1]')).toBe('Working hours 2');
    expect(fieldLabel('lowStockThreshold')).toBe('Low stock threshold');
    expect(fieldLabel('')).toBe('Value');
  });

  it('shows an instant on India’s clock, as every time in the console', () => {
    expect(
      shown(
        diffOf(
          { startsAt: null, endsAt: '2026-11-28T07:27:00.000Z' },
          { startsAt: '2026-11-30T18:30:00Z', endsAt: '2026-11-28T07:27:30.000Z' },
        ),
      ),
    ).toEqual([
      { label: 'Starts at', before: '(empty)', after: '1 Dec 2026, 12:00 am' },
      // Changed within the minute: still a change, though both read alike.
      { label: 'Ends at', before: '28 Nov 2026, 12:57 pm', after: '28 Nov 2026, 12:57 pm' },
    ]);
    expect(diffOf({ code: '2026-11-28' }, { code: 'T1' })[0]?.before).toBe('2026-11-28');
  });
});
