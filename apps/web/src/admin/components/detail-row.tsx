import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A label and its value, a line of a record's `<dl>` on a detail page. */
export function DetailRow({
  label,
  value,
  strong,
  mono,
}: {
  label: string;
  value: ReactNode;
  /** A total, say. */
  strong?: boolean;
  /** An id to be read or copied character by character. */
  mono?: boolean;
}) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'font-semibold text-clay-900')}>
      <dt className="text-clay-700">{label}</dt>
      <dd className={cn('text-right', mono && 'break-all font-mono text-xs')}>{value}</dd>
    </div>
  );
}
