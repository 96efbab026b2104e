import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../lib/router';
import { cn } from '../lib/cn';

/**
 * Page numbers around the current one, with the first and last always reachable. A gap of a
 * single page shows that page instead: "…" should never stand for just one number.
 */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && p - last === 2) result.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) result.push('gap');
    result.push(p);
  }
  return result;
}

const itemClass =
  'inline-flex min-w-10 items-center justify-center rounded-full px-3 py-2 text-sm font-medium';

const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** Links to the pages of a list; `hrefFor` builds each page's URL so pages are shareable. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  className,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              onClick={toTop}
              className={cn(itemClass, 'text-clay-800 hover:bg-clay-100')}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-clay-600">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={toTop}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page ? 'bg-clay-700 text-white' : 'text-clay-800 hover:bg-clay-100',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to={hrefFor(page + 1)}
              onClick={toTop}
              className={cn(itemClass, 'text-clay-800 hover:bg-clay-100')}
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
