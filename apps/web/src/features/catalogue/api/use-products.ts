import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@terracraft/shared/api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** What a page of the catalogue is asked with; left out, the server's defaults apply. */
export type ProductListParams = NonNullable<EndpointInput<'catalogue.products'>['query']>;

/** A page of the catalogue, filtered and sorted by the server. */
export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: catalogueKeys.products(params),
    queryFn: ({ signal }) => api('catalogue.products', { query: params, signal }),
    // The previous page stays on screen while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}
