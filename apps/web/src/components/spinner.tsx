import { cn } from '../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-clay-700', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-clay-300 border-t-clay-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
