import { useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductSummary } from '@terracraft/shared/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function useProduct(slug: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(slug ?? ''),
    queryFn: ({ signal }) =>
      api<ProductDetail>(`/products/${encodeURIComponent(slug!)}`, { signal }),
    enabled: Boolean(slug),
  });
}

/** Up to eight products of the same category, without the product itself. */
export function useRelatedProducts(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.related(slug),
    queryFn: ({ signal }) =>
      api<{ items: ProductSummary[] }>(`/products/${encodeURIComponent(slug)}/related`, {
        signal,
      }),
  });
}
