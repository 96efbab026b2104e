import { CATEGORY_NAMES } from '@terracraft/shared/catalogue/categories';
import { formatDateTime } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';

/** What people call the records stored values name: an account's id → its name, and so on. */
export type AuditNames = Record<string, string>;

/** One field of an audited entity that a change touched: its label, and its value before and after. */
interface FieldChange {
  /** As stored: `phone`, `address.pin`, `lines[1].outcome`; empty for a value that is not an object. */
  path: string;
  /** As people read it: `Phone`, `Address › PIN code`, `Lines 2 › Outcome`. */
  label: string;
  /** As people read them: rupees, names, India's clock. */
  before: string | undefined;
  after: string | undefined;
  /** As stored, for whoever needs the exact value. */
  rawBefore: string | undefined;
  rawAfter: string | undefined;
}

interface Leaf {
  raw: string;
  readable: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields that hold integer paise wherever they appear in the shop's records. */
const MONEY_FIELDS = new Set([
  'price',
  'mrp',
  'unitPrice',
  'amount',
  'refundAmount',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'minOrder',
  'maxDiscount',
  'codFee',
  'codMaxTotal',
  'fee',
]);

/** Labels that plain words would get wrong; the rest are written from the field's name. */
const FIELD_LABELS: Record<string, string> = {
  mrp: 'MRP',
  sku: 'SKU',
  hsn: 'HSN code',
  gstRate: 'GST rate',
  gstin: 'GSTIN',
  pan: 'PAN',
  upiId: 'UPI ID',
  ifsc: 'IFSC',
  pin: 'PIN code',
  url: 'Address',
  alt: 'Description (alt text)',
  codFee: 'Cash-on-delivery fee',
  codMaxTotal: 'Cash on delivery up to',
  minOrder: 'Minimum order',
  maxDiscount: 'Largest discount',
  id: 'ID',
};

/** `lowStockThreshold` → `Low stock threshold`. */
function words(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** `lines[1].outcome` → `Lines 2 › Outcome`: list positions counted from one. */
export function fieldLabel(path: string): string {
  if (!path) return 'Value';
  return path
    .split('.')
    .map((segment) =>
      segment.replace(/^([^[]*)((?:\[\d+\])*)$/, (_, key: string, indexes: string) =>
        [
          key ? words(key) : '',
          ...[...indexes.matchAll(/\[(\d+)\]/g)].map((match) => String(Number(match[1]) + 1)),
        ]
          .filter(Boolean)
          .join(' '),
      ),
    )
    .join(' › ');
}

/** An instant as the API stores it: "2026-11-28T07:27:00.000Z", or with an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A stored value as people read it, knowing its field and the record around it: paise in rupees,
 * a coupon's value as rupees or a percentage by its type, ids and slugs by the name of what they
 * name, a category by its name, an instant on India's clock as every time in the console.
 */
function readableValue(
  key: string,
  value: unknown,
  record: Record<string, unknown> | undefined,
  names: AuditNames,
): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key === 'value' && record?.type === 'percent') return `${value}%`;
    if (
      Number.isInteger(value) &&
      (MONEY_FIELDS.has(key) || (key === 'value' && record?.type === 'flat'))
    ) {
      return formatInr(value);
    }
    return String(value);
  }
  if (typeof value === 'string') {
    if (names[value]) return names[value];
    if (key === 'category' && value in CATEGORY_NAMES) {
      return CATEGORY_NAMES[value as keyof typeof CATEGORY_NAMES];
    }
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  return JSON.stringify(value);
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * The leaves of a JSON value by path: objects and lists of records are walked; a list of plain
 * values (tags, colours) is one field, read as "a, b, c".
 */
function leaves(
  value: unknown,
  path: string,
  key: string,
  record: Record<string, unknown> | undefined,
  names: AuditNames,
  into: Map<string, Leaf>,
): Map<string, Leaf> {
  if (isRecord(value)) {
    for (const [childKey, child] of Object.entries(value)) {
      leaves(child, path ? `${path}.${childKey}` : childKey, childKey, value, names, into);
    }
  } else if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, { raw: '[]', readable: '(none)' });
    else if (value.every(isScalar)) {
      into.set(path, {
        raw: JSON.stringify(value),
        readable: value.map((item) => readableValue(key, item, record, names)).join(', '),
      });
    } else
      value.forEach((child, index) => leaves(child, `${path}[${index}]`, key, record, names, into));
  } else if (value !== undefined) {
    into.set(path, {
      raw: typeof value === 'string' ? value : JSON.stringify(value),
      readable: readableValue(key, value, record, names),
    });
  }
  return into;
}

/**
 * What a change did, field by field: the fields whose stored value differs between `before` and
 * `after` (either may be null, for a creation or a removal), in the order they first appear,
 * each readable and as stored.
 */
export function diffOf(before: unknown, after: unknown, names: AuditNames = {}): FieldChange[] {
  const walk = (value: unknown) =>
    value === null || value === undefined
      ? new Map<string, Leaf>()
      : leaves(value, '', '', undefined, names, new Map());
  const old = walk(before);
  const next = walk(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths
    .filter((path) => old.get(path)?.raw !== next.get(path)?.raw)
    .map((path) => ({
      path,
      label: fieldLabel(path),
      before: old.get(path)?.readable,
      after: next.get(path)?.readable,
      rawBefore: old.get(path)?.raw,
      rawAfter: next.get(path)?.raw,
    }));
}
