import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddressInput } from '@terracraft/shared/addresses';
import { api } from '../../../lib/api-client';
import { addressKeys } from './keys';

/** The signed-in shopper's addresses, the default first. */
export function useAddressBook() {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: ({ signal }) => api('addresses.list', { signal }),
    staleTime: 0,
  });
}

function useRefreshAfter<T, A>(write: (input: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export const useSaveAddress = () =>
  useRefreshAfter(({ id, address }: { id?: string; address: SavedAddressInput }) =>
    id
      ? api('addresses.update', { params: { id }, body: address })
      : api('addresses.create', { body: address }),
  );

export const useDeleteAddress = () =>
  useRefreshAfter((id: string) => api('addresses.delete', { params: { id } }));

export const useMakeDefaultAddress = () =>
  useRefreshAfter((id: string) => api('addresses.makeDefault', { params: { id } }));
