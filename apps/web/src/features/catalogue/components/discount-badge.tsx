import { cn } from '../../../lib/cn';

/** 'N% OFF' on a product picture; nothing without a discount. */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <span
      className={cn(
        'rounded-full bg-terracotta px-2.5 py-1 text-xs font-semibold tracking-wide text-white shadow-sm',
        className,
      )}
    >
      {percent}% OFF
    </span>
  );
}
