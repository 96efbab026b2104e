import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@terracraft/shared/api';
import type { CollectionList } from '@terracraft/shared/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

type CollectionListParams = NonNullable<EndpointInput<'catalogue.collection'>['query']>;

/** One of the shop's lists: Our Products, More Products, Bestsellers, Trending, New Arrivals. */
export function useCollectionList(list: CollectionList, params: CollectionListParams = {}) {
  return useQuery({
    queryKey: catalogueKeys.collection(list, params),
    queryFn: ({ signal }) =>
      api('catalogue.collection', { params: { list }, query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
