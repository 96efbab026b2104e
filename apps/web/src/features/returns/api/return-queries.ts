import { useMutation } from '@tanstack/react-query';
import type { ReturnRequestInput } from '@terracraft/shared/returns';
import { api } from '../../../lib/api-client';

/** Asks to return items of one of the shopper's orders; `onDone` refreshes what shows the order. */
export function useRequestReturn(onDone: () => unknown) {
  return useMutation({
    mutationFn: async ({ number, body }: { number: string; body: ReturnRequestInput }) =>
      (await api('returns.request', { params: { number }, body })).return,
    onSuccess: () => onDone(),
  });
}
