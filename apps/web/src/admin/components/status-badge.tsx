import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The colours of a state, the same in every list of the console: neutral (grey: draft, hidden),
 * info (blue: new, processing), success (green: done, active), warning (amber: waiting, expiring)
 * and danger (red: cancelled, failed, expired).
 */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-clay-100 text-clay-800 ring-clay-200',
  info: 'bg-blue-100 text-blue-800 ring-blue-300',
  success: 'bg-green-100 text-green-800 ring-green-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-800 ring-red-300',
};

/** A state as a small pill: `<StatusBadge tone="warning">Pending</StatusBadge>`. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
