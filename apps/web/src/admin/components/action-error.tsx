import { RefreshCw } from 'lucide-react';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { adminPaths } from '../paths';

/** Where a refusal is put right, for the refusals that name a place in the console. */
const WHERE_TO_FIX: Record<string, { href: string; label: string }> = {
  [ERROR_CODES.sellerDetailsMissing]: {
    href: `${adminPaths.settings}#seller`,
    label: 'Open Settings → Seller',
  },
};

/** True for a 409 STALE: someone else changed the record; reload it, then try again. */
export function isStaleError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === ERROR_CODES.stale;
}

/**
 * Why an action (a save, a status change) failed, in the server's words. When the record changed
 * while the staff member was looking at it (409 STALE), the server's message says so and
 * "Reload" fetches the latest (pass the query's refetch, and reset the form to what it brings).
 * A refusal that is put right elsewhere in the console (the seller details before shipping) links
 * there.
 */
export function ActionError({
  error,
  onReload,
  className,
}: {
  error: unknown;
  onReload?: () => void;
  className?: string;
}) {
  if (!error) return null;
  const message =
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  const stale = isStaleError(error);
  const fix = error instanceof ApiError ? WHERE_TO_FIX[error.code] : undefined;
  return (
    <div
      role="alert"
      data-stale={stale || undefined}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm',
        stale ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300' : 'bg-red-50 text-red-800',
        className,
      )}
    >
      <p>{message}</p>
      {fix ? (
        <Link to={fix.href} className="font-semibold underline underline-offset-2">
          {fix.label}
        </Link>
      ) : null}
      {stale && onReload ? (
        <button type="button" onClick={onReload} className="btn-outline px-4 py-2">
          <RefreshCw className="size-4" aria-hidden="true" />
          Reload
        </button>
      ) : null}
    </div>
  );
}
