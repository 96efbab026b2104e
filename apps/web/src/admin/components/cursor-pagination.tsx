import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { cn } from '../../lib/cn';
import { newerPage, olderPage, PAGE_SIZES, useCursorPage } from './url-state';

const stepClass =
  'inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset';

/**
 * The way through a list paged by cursor, newest first: "Newer" back towards the first page,
 * "Older" on with the server's `nextCursor` (null on the last page), and the page size. Every
 * page is its own URL, so Back and reload keep the place.
 */
export function CursorPagination({
  nextCursor,
  sizes = PAGE_SIZES,
  className,
}: {
  nextCursor: string | null | undefined;
  sizes?: readonly number[];
  className?: string;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { cursor, limit, pageNumber, setLimit } = useCursorPage(sizes);
  const sizeId = useId();
  return (
    <nav
      aria-label="Pages"
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm text-clay-700">
          Rows per page
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => setLimit(Number(event.target.value))}
          className="rounded-lg border border-clay-200 bg-white px-2 py-1.5 text-sm"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Step to={cursor ? `${pathname}?${newerPage(params)}` : undefined} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Newer
        </Step>
        <span className="px-2 text-sm text-clay-700" aria-live="polite">
          Page {pageNumber}
        </span>
        <Step
          to={nextCursor ? `${pathname}?${olderPage(params, nextCursor)}` : undefined}
          rel="next"
        >
          Older
          <ChevronRight className="size-4" aria-hidden="true" />
        </Step>
      </div>
    </nav>
  );
}

function Step({
  to,
  rel,
  children,
}: {
  to: string | undefined;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  if (!to) {
    return (
      <span
        aria-disabled="true"
        className={cn(stepClass, 'cursor-not-allowed text-clay-400 ring-clay-100')}
      >
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      rel={rel}
      className={cn(stepClass, 'bg-white text-clay-800 ring-clay-200 hover:bg-clay-100')}
    >
      {children}
    </Link>
  );
}
