import type { ReactNode } from 'react';
import { ActionError } from './action-error';
import { ConsolePage } from './console-page';
import { CursorPagination } from './cursor-pagination';
import { DataTable, type Column } from './data-table';
import { FilterBar } from './filter-bar';
import type { ConsoleList, CursorPageOf } from './use-console-list';

/**
 * A list page of the console, framed alike everywhere: the title, its filters (with "Clear
 * filters" while any is set), what went wrong with an action on a row, the table with its loading,
 * empty and failed states, and the way to the other pages.
 */
export function ConsoleListPage<Row, Filters extends Record<string, string>>({
  title,
  description,
  actions,
  list,
  filterLabel,
  filters,
  clearable = true,
  failedAction,
  caption,
  columns,
  rowKey,
  rowHref,
  empty,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  list: ConsoleList<Filters, CursorPageOf<Row>>;
  /** What the filters are of, for screen readers ("Filter orders"). */
  filterLabel: string;
  filters: ReactNode;
  /** False where the default filter is a view to choose rather than a filter to clear. */
  clearable?: boolean;
  /**
   * An action on a row (a mutation) that failed: its error shows above the table, and reloading
   * reads the page again and clears it.
   */
  failedAction?: { error: unknown; reset(): void };
  caption: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  rowHref?(row: Row): string;
  empty: ReactNode;
}) {
  const { page } = list;
  return (
    <ConsolePage title={title} description={description} actions={actions}>
      <FilterBar
        label={filterLabel}
        onClear={clearable && list.filtered ? list.clearFilters : undefined}
      >
        {filters}
      </FilterBar>
      {failedAction?.error ? (
        <ActionError
          error={failedAction.error}
          onReload={() => void page.refetch().then(() => failedAction.reset())}
          className="mb-4"
        />
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={page.data?.items}
        rowKey={rowKey}
        rowHref={rowHref}
        loading={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        empty={empty}
      />
      <CursorPagination nextCursor={page.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
