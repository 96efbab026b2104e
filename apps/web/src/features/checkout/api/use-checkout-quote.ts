import { useQuery } from '@tanstack/react-query';
import type { CheckoutQuoteRequest } from '@terracraft/shared/orders';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The order summary, priced by the server; refreshed whenever the cart changes. */
export function useCheckoutQuote(request: CheckoutQuoteRequest) {
  return useQuery({
    queryKey: checkoutKeys.quote(request),
    queryFn: ({ signal }) => api('orders.quote', { body: request, signal }),
    enabled: request.items.length > 0,
    staleTime: 0,
  });
}
