import type { OrderTab } from '@terracraft/shared/orders';

/** Query keys of the shopper's orders: everything under 'orders', so one call refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  /** One order, by number. */
  one: (number: string | null) => [...orderKeys.all, 'one', number] as const,
  /** The orders on one tab of My Orders, page by page. */
  list: (tab: OrderTab) => [...orderKeys.all, 'list', tab] as const,
};
