import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@terracraft/shared/paging';

/**
 * A list's state lives in the URL's query, so that filters, sort and page survive a reload, Back
 * and a link sent to a colleague. The names are the same on every list of the console.
 */
const LIST_PARAMS = {
  /** The server's cursor of the page shown; none on the first page. */
  cursor: 'cursor',
  /** The cursors of the pages before it (the first page has none), oldest first, repeated. */
  trail: 'prev',
  limit: 'limit',
  sort: 'sort',
  order: 'order',
} as const;

/** Rows per page a list offers; the server's default, and its most. */
export const PAGE_SIZES = [25, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE] as const;

/** Another filter, sort or page size starts the list again from its first page. */
function toFirstPage(params: URLSearchParams) {
  params.delete(LIST_PARAMS.cursor);
  params.delete(LIST_PARAMS.trail);
}

/** The query of the next, older page: this page's cursor joins the trail. */
export function olderPage(current: URLSearchParams, nextCursor: string): URLSearchParams {
  const params = new URLSearchParams(current);
  const cursor = params.get(LIST_PARAMS.cursor);
  if (cursor) params.append(LIST_PARAMS.trail, cursor);
  params.set(LIST_PARAMS.cursor, nextCursor);
  return params;
}

/** The query of the page before, newer: the trail's last cursor, or the first page. */
export function newerPage(current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const trail = params.getAll(LIST_PARAMS.trail);
  const previous = trail.pop();
  params.delete(LIST_PARAMS.trail);
  for (const cursor of trail) params.append(LIST_PARAMS.trail, cursor);
  if (previous) params.set(LIST_PARAMS.cursor, previous);
  else params.delete(LIST_PARAMS.cursor);
  return params;
}

/** `limit` as the list asks for it: one of the offered sizes, else the default. */
export function pageSizeOf(params: URLSearchParams, sizes: readonly number[] = PAGE_SIZES) {
  const limit = Number(params.get(LIST_PARAMS.limit));
  return sizes.includes(limit) ? limit : DEFAULT_PAGE_SIZE;
}

/**
 * Filters kept in the URL. `defaults` (a constant object, not one made at each render) names
 * every filter and its value when absent; a filter at its default is left out of the URL.
 * Changing filters starts the list from its first page.
 *
 *     const [filters, setFilters] = useUrlFilters(ORDER_FILTERS); // { status: '', q: '' }
 *     setFilters({ status: 'shipped' });
 */
export function useUrlFilters<const Filters extends Record<string, string>>(
  defaults: Filters,
): [Filters, (changes: Partial<Record<keyof Filters, string | null | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
      ) as Filters,
    [params, defaults],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<keyof Filters, string | null | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '' || value === defaults[name])
            next.delete(name);
          else next.set(name, value);
        }
        toFirstPage(next);
        return next;
      }),
    [setParams, defaults],
  );
  return [values, setFilters];
}

/**
 * The page of a list paged by cursor (keyset), from the URL: what to ask the server for, and the
 * way to another page size. `CursorPagination` moves between pages.
 */
export function useCursorPage(sizes: readonly number[] = PAGE_SIZES) {
  const [params, setParams] = useSearchParams();
  const cursor = params.get(LIST_PARAMS.cursor) ?? undefined;
  const limit = pageSizeOf(params, sizes);
  /** 1 on the first page. */
  const pageNumber = cursor ? params.getAll(LIST_PARAMS.trail).length + 2 : 1;
  const setLimit = useCallback(
    (size: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (size === DEFAULT_PAGE_SIZE) next.delete(LIST_PARAMS.limit);
        else next.set(LIST_PARAMS.limit, String(size));
        toFirstPage(next);
        return next;
      }),
    [setParams],
  );
  return { cursor, limit, pageNumber, setLimit };
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  /** The key the server sorts by. */
  key: string;
  direction: SortDirection;
}

/** The sort of a list, from the URL (`sort`, `order`); `fallback` when it says none. */
export function useUrlSort(fallback: SortState): [SortState, (sort: SortState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.get(LIST_PARAMS.sort);
  const order = params.get(LIST_PARAMS.order);
  const sort = useMemo<SortState>(
    () =>
      key
        ? { key, direction: order === 'asc' ? 'asc' : 'desc' }
        : { key: fallback.key, direction: fallback.direction },
    [key, order, fallback.key, fallback.direction],
  );
  const setSort = useCallback(
    (next: SortState) =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        if (next.key === fallback.key && next.direction === fallback.direction) {
          params.delete(LIST_PARAMS.sort);
          params.delete(LIST_PARAMS.order);
        } else {
          params.set(LIST_PARAMS.sort, next.key);
          params.set(LIST_PARAMS.order, next.direction);
        }
        toFirstPage(params);
        return params;
      }),
    [setParams, fallback.key, fallback.direction],
  );
  return [sort, setSort];
}
