import { stale } from './errors';

/**
 * The console's "changed meanwhile" rule. Staff send back the `updatedAt` of the record they read;
 * a write to a record saved since is refused with 409 STALE, inside the transaction that holds the
 * record's lock, so that nothing is written over a change they have not seen.
 */

/**
 * Throws 409 STALE unless the record was last saved at `readAt` (null for a record never saved,
 * such as a setting still on its defaults). `what` names it: "This coupon", "The business details"
 * (with `them`).
 */
export function refuseIfChangedSince(
  savedAt: Date | null | undefined,
  readAt: string | null,
  what: string,
  pronoun?: 'it' | 'them',
): void {
  const unchanged = !savedAt
    ? readAt === null
    : readAt !== null && savedAt.getTime() === Date.parse(readAt);
  if (!unchanged) throw stale(what, pronoun);
}

/**
 * A write's new `updatedAt`: now, and at least a millisecond after the last one, so that two saves
 * within a millisecond still differ and the second reader's copy counts as changed.
 */
export const nextUpdatedAt = (previous?: Date | null): Date =>
  new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));
