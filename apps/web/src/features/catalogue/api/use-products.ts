import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductPage, productListQuerySchema } from '@terracraft/shared/catalogue';
import { api, toQuery } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/products parameters; left out, the server's defaults apply. */
export type ProductListParams = Partial<z.output<typeof productListQuerySchema>>;

/** A page of the catalogue, filtered and sorted by the server. */
export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: catalogueKeys.products(params),
    queryFn: ({ signal }) => api<ProductPage>(`/products${toQuery(params)}`, { signal }),
    // The previous page stays on screen while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}
