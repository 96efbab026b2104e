import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductPage, searchQuerySchema } from '@terracraft/shared/catalogue';
import { api, toQuery } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type SearchParams = Partial<z.output<typeof searchQuerySchema>>;

/** Full-text and fuzzy search: a misspelt term still finds products. */
export function useSearch(params: SearchParams) {
  return useQuery({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ signal }) => api<ProductPage>(`/search${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
