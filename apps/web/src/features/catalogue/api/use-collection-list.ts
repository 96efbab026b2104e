import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CollectionList,
  collectionListQuerySchema,
  ProductSummary,
} from '@terracraft/shared/catalogue';
import { api, toQuery } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type CollectionListParams = Partial<z.output<typeof collectionListQuerySchema>>;

/** One of the shop's lists: Our Products, More Products, Bestsellers, Trending, New Arrivals. */
export function useCollectionList(list: CollectionList, params: CollectionListParams = {}) {
  return useQuery({
    queryKey: catalogueKeys.collection(list, params),
    queryFn: ({ signal }) =>
      api<{ items: ProductSummary[] }>(`/collections/${list}${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
