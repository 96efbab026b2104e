import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderTab } from '@terracraft/shared/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** One of the shopper's orders, by number (`TC1001`). */
export function useOrder(number: string | null) {
  return useQuery({
    queryKey: orderKeys.one(number),
    queryFn: ({ signal }) => api('orders.get', { params: { number: number! }, signal }),
    enabled: Boolean(number),
    select: (data) => data.order,
    staleTime: 0,
  });
}

/** The shopper's orders on one tab, a page at a time. */
export function useOrders(tab: OrderTab) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      api('orders.list', { query: { status: tab, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (number: string) =>
      (await api('orders.cancel', { params: { number } })).order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Reads the shopper's orders afresh (after something outside this feature changed one). */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
