import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PIN_CODE_PATTERN } from '@terracraft/shared/india/states';
import { api, ApiError } from '../../../lib/api-client';

/** Query keys of delivery: everything under 'delivery'. */
const deliveryKeys = {
  all: ['delivery'] as const,
  pin: (pin: string, total: number | undefined) => [...deliveryKeys.all, pin, total] as const,
};

/**
 * The shop's answer for a PIN: its district and state, the delivery date and whether cash on
 * delivery is offered for an order of `total` (paise). Asked only for a well-formed PIN; a PIN
 * India Post does not know comes back as an error with the server's message.
 */
export function usePinLookup(pin: string, total?: number) {
  const wellFormed = PIN_CODE_PATTERN.test(pin);
  return useQuery({
    queryKey: deliveryKeys.pin(pin, total),
    queryFn: ({ signal }) =>
      api('delivery.pin', {
        params: { pin },
        query: total === undefined ? {} : { total },
        signal,
      }),
    enabled: wellFormed,
    staleTime: 60_000,
    // The checkout's total changes with the cart: keep the last answer while the next loads.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === pin ? keepPreviousData(previous) : undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
