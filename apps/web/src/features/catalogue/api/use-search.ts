import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@terracraft/shared/api';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

type SearchParams = NonNullable<EndpointInput<'catalogue.search'>['query']>;

/** Full-text and fuzzy search: a misspelt term still finds products. */
export function useSearch(params: SearchParams) {
  return useQuery({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ signal }) => api('catalogue.search', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
