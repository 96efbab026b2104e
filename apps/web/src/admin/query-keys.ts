import type { ConsoleAreaId } from './areas';

/**
 * The console's query keys, all under 'admin', so that signing out or a change of role can drop
 * them at once. Every area keys its lists and records by its id:
 *
 *     useQuery({ queryKey: adminKeys.list('orders', query), … })
 *     useQuery({ queryKey: adminKeys.detail('orders', number), … })
 *     queryClient.invalidateQueries({ queryKey: adminKeys.area('orders') }) // after a write
 */
export const adminKeys = {
  all: ['admin'] as const,
  area: (area: ConsoleAreaId) => [...adminKeys.all, area] as const,
  lists: (area: ConsoleAreaId) => [...adminKeys.area(area), 'list'] as const,
  /** One page of a list: its filters, sort, cursor and size, as sent to the server. */
  list: (area: ConsoleAreaId, query: object) => [...adminKeys.lists(area), query] as const,
  details: (area: ConsoleAreaId) => [...adminKeys.area(area), 'detail'] as const,
  detail: (area: ConsoleAreaId, id: string) => [...adminKeys.details(area), id] as const,
  /** Anything else of an area (its settings, its counts…), named. */
  other: (area: ConsoleAreaId, ...parts: readonly (string | number | object)[]) =>
    [...adminKeys.area(area), ...parts] as const,
};
