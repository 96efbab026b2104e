import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderList, OrderTab, PlaceOrderResponse } from '@terracraft/shared/orders';
import { api, toQuery } from '../../../lib/api-client';

const ordersKey = ['orders'] as const;

/** One of the shopper's orders, by number (`TC1001`). */
export function useOrder(number: string | null) {
  return useQuery({
    queryKey: [...ordersKey, 'one', number],
    queryFn: ({ signal }) =>
      api<PlaceOrderResponse>(`/orders/${encodeURIComponent(number!)}`, { signal }),
    enabled: Boolean(number),
    select: (data) => data.order,
    staleTime: 0,
  });
}

/** The shopper's orders on one tab, a page at a time. */
export function useOrders(tab: OrderTab) {
  return useInfiniteQuery({
    queryKey: [...ordersKey, 'list', tab],
    queryFn: ({ pageParam, signal }) =>
      api<OrderList>(`/orders${toQuery({ status: tab, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (number: string) =>
      (
        await api<{ order: Order }>(`/orders/${encodeURIComponent(number)}/cancel`, {
          method: 'POST',
        })
      ).order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Reads the shopper's orders afresh (after something outside this feature changed one). */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ordersKey });
}
