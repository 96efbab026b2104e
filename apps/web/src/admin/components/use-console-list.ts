import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConsoleAreaId } from '../areas';
import { adminKeys } from '../query-keys';
import { useCursorPage, useUrlFilters } from './url-state';

/** What a list endpoint of the console answers: a page of rows and the cursor of the next. */
export interface CursorPageOf<Row> {
  items: readonly Row[];
  nextCursor: string | null;
}

/** The page the server is asked for: the list's own filters, and where in the list. */
type ListQuery<Query> = Query & { cursor: string | undefined; limit: number };

export interface ConsoleList<Filters extends Record<string, string>, Page> {
  filters: Filters;
  setFilters(changes: Partial<Record<keyof Filters, string | null | undefined>>): void;
  /** Every filter back to its default, and the list to its first page. */
  clearFilters(): void;
  /** Whether any filter differs from its default: an empty list then says "match". */
  filtered: boolean;
  /** The page shown; while the next loads, the one before stays. */
  page: UseQueryResult<Page>;
}

/**
 * A console list paged by cursor: its filters and page in the URL (so reload, Back and a link
 * keep them), and its page from the server under the area's list key, which a write of the area
 * invalidates. `toQuery` turns the filters into what the endpoint takes, `defaults` being a
 * constant (not an object made at each render).
 *
 *     const list = useConsoleList({
 *       area: 'orders',
 *       defaults: ORDER_FILTERS,
 *       toQuery: (filters) => ({ q: filters.q || undefined }),
 *       fetch: (query, signal) => api('admin.orders.list', { query, signal }),
 *     });
 */
export function useConsoleList<
  const Filters extends Record<string, string>,
  Query extends object,
  Page extends CursorPageOf<unknown>,
>({
  area,
  defaults,
  toQuery,
  fetch,
}: {
  area: ConsoleAreaId;
  defaults: Filters;
  toQuery(filters: Filters): Query;
  fetch(query: ListQuery<Query>, signal: AbortSignal): Promise<Page>;
}): ConsoleList<Filters, Page> {
  const [filters, setFilters] = useUrlFilters(defaults);
  const { cursor, limit } = useCursorPage();
  const query: ListQuery<Query> = { ...toQuery(filters), cursor, limit };
  const page = useQuery({
    queryKey: adminKeys.list(area, query),
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });
  const clearFilters = useCallback(() => setFilters(defaults), [setFilters, defaults]);
  const filtered = Object.entries(defaults).some(([name, value]) => filters[name] !== value);
  return { filters, setFilters, clearFilters, filtered, page };
}
