import { ApiError } from '../lib/api-client';
import { cn } from '../lib/cn';

/** A failed load, with the reason and a way to try again. */
export function QueryError({
  error,
  onRetry,
  what,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  /** What failed to load, as in "We could not load the products." */
  what: string;
  className?: string;
}) {
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-clay-100',
        className,
      )}
    >
      <p className="font-medium text-clay-900">We could not load {what}.</p>
      <p className="text-sm text-clay-700">{reason}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn-outline">
          Try again
        </button>
      ) : null}
    </div>
  );
}
