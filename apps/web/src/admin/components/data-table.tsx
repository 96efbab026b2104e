import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { QueryError } from '../../components/query-error';
import { cn } from '../../lib/cn';
import type { SortDirection, SortState } from './url-state';

export interface Column<Row> {
  /** Unique within the table. */
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The key the server sorts by: the header becomes a button that sorts by it. */
  sortKey?: string;
  /** The first direction when the column is chosen; descending unless said (newest, dearest). */
  firstDirection?: SortDirection;
  /** Numbers and money read best on the right. */
  align?: 'left' | 'right' | 'center';
  /** The header is read by screen readers only (a column of buttons, say). */
  hideHeader?: boolean;
  className?: string;
}

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * A table of rows from the server, desk-sized. Each row may link to its page (`rowHref`): the
 * first column's text is the link, and a click anywhere on the row follows it (a control in
 * another cell stays clickable: give it `relative z-10`). While the first page loads it shows a
 * skeleton; a later page keeps the rows shown until the next arrive. Columns with a `sortKey`
 * sort on the server, through `sort` and `onSortChange` (see `useUrlSort`).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  loading = false,
  error,
  onRetry,
  empty,
  sort,
  onSortChange,
  skeletonRows = 5,
}: {
  /** What the table lists, for screen readers ("Orders"). */
  caption: string;
  columns: readonly Column<Row>[];
  /** Undefined while nothing has arrived. */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  rowHref?(row: Row): string;
  loading?: boolean;
  /** A failed load: shown in place of the rows, with `onRetry` as "Try again". */
  error?: unknown;
  onRetry?(): void;
  /** What an empty list says ("No orders match these filters."). */
  empty: ReactNode;
  sort?: SortState;
  onSortChange?(sort: SortState): void;
  skeletonRows?: number;
}) {
  const waiting = loading && rows === undefined;
  return (
    // A table wider than the screen (a phone's, say) scrolls sideways inside itself, never the
    // page: the region takes focus so the arrow keys scroll it even when no cell holds a link or
    // a button (WCAG 2.1.1; axe's scrollable-region-focusable). It is positioned so that what is
    // positioned inside it (the words of a header read only by screen readers) stays inside it
    // too rather than widening the page.
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-clay-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-clay-700"
    >
      <table
        aria-busy={loading || undefined}
        className={cn('w-full border-collapse text-sm', loading && rows && 'opacity-60')}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-clay-100 bg-clay-50 text-xs uppercase tracking-wide text-clay-700">
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-clay-100">
          {error && !rows ? (
            <tr>
              <td colSpan={columns.length} className="p-4">
                <QueryError error={error} onRetry={onRetry} what={caption.toLowerCase()} />
              </td>
            </tr>
          ) : waiting ? (
            <SkeletonRows columns={columns.length} rows={skeletonRows} />
          ) : rows && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-12 text-center text-clay-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows?.map((row) => {
              const href = rowHref?.(row);
              return (
                <tr
                  key={rowKey(row)}
                  className={cn('align-top', href && 'relative hover:bg-clay-50')}
                >
                  {columns.map((column, index) => (
                    <td
                      key={column.id}
                      className={cn(
                        'px-4 py-3 text-clay-900',
                        alignClass[column.align ?? 'left'],
                        column.className,
                      )}
                    >
                      {href && index === 0 ? (
                        <Link
                          to={href}
                          className="font-semibold text-clay-900 after:absolute after:inset-0 hover:text-terracotta"
                        >
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      {waiting ? (
        <p role="status" className="sr-only">
          Loading {caption.toLowerCase()}
        </p>
      ) : null}
    </div>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row>;
  sort?: SortState;
  onSortChange?(sort: SortState): void;
}) {
  const align = alignClass[column.align ?? 'left'];
  const label = column.hideHeader ? (
    <span className="sr-only">{column.header}</span>
  ) : (
    column.header
  );
  if (!column.sortKey || !onSortChange) {
    return (
      <th scope="col" className={cn('px-4 py-3 font-semibold', align)}>
        {label}
      </th>
    );
  }
  const sortKey = column.sortKey;
  const active = sort?.key === sortKey ? sort.direction : undefined;
  const next: SortDirection = active
    ? active === 'asc'
      ? 'desc'
      : 'asc'
    : (column.firstDirection ?? 'desc');
  const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      scope="col"
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      className={cn('px-2 py-1.5 font-semibold', align)}
    >
      <button
        type="button"
        onClick={() => onSortChange({ key: sortKey, direction: next })}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 uppercase tracking-wide hover:bg-clay-100 hover:text-terracotta"
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-4 py-3">
          <span className="block h-4 animate-pulse rounded bg-clay-100" />
        </td>
      ))}
    </tr>
  ));
}
