import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function useProduct(slug: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(slug ?? ''),
    queryFn: ({ signal }) => api('catalogue.product', { params: { slug: slug! }, signal }),
    enabled: Boolean(slug),
  });
}

/** Up to eight products of the same category, without the product itself. */
export function useRelatedProducts(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.related(slug),
    queryFn: ({ signal }) => api('catalogue.related', { params: { slug }, signal }),
  });
}
