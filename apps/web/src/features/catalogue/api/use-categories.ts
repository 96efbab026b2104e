import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryListSchema } from '@terracraft/shared/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type CategoryList = z.infer<typeof categoryListSchema>;

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => api<CategoryList>('/categories', { signal }),
    staleTime: 10 * 60_000,
  });
}
