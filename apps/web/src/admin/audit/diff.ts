import { formatDateTime } from '@terracraft/shared/dates';

/** One field of an audited entity that a change touched: its path, and its value before and after. */
export interface FieldChange {
  /** `phone`, `address.pin`, `workingHours[1]`; empty for a value that is not an object. */
  path: string;
  before: string | undefined;
  after: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a JSON value by path: objects and arrays are walked, the rest written as text. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, path ? `${path}.${key}` : key, into);
    }
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => leaves(child, `${path}[${index}]`, into));
    if (value.length === 0) into.set(path, '(none)');
  } else if (value !== undefined) {
    into.set(
      path,
      value === null ? '(empty)' : typeof value === 'string' ? value : JSON.stringify(value),
    );
  }
  return into;
}

/**
 * What a change did, field by field: the fields whose value differs between `before` and
 * `after` (either may be null, for a creation or a removal), in the order they first appear.
 */
export function diffOf(before: unknown, after: unknown): FieldChange[] {
  const old =
    before === null || before === undefined
      ? new Map<string, string>()
      : leaves(before, '', new Map());
  const next =
    after === null || after === undefined
      ? new Map<string, string>()
      : leaves(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths
    .filter((path) => old.get(path) !== next.get(path))
    .map((path) => ({ path, before: readable(old.get(path)), after: readable(next.get(path)) }));
}

/** An instant as the API stores it: "2026-11-28T07:27:00.000Z", or with an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A stored value as people read it: an instant on India's clock, as every time in the console
 * ("28 Nov 2026, 12:57 pm"). Values are compared as stored, so a change within a minute still shows.
 */
function readable(value: string | undefined): string | undefined {
  return value !== undefined && INSTANT.test(value) && !Number.isNaN(Date.parse(value))
    ? formatDateTime(value)
    : value;
}
