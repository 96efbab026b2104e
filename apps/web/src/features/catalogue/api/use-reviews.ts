import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewReview, Review, reviewListSchema } from '@terracraft/shared/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type ReviewList = z.infer<typeof reviewListSchema>;

export function useReviews(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.reviews(slug),
    queryFn: ({ signal }) =>
      api<ReviewList>(`/products/${encodeURIComponent(slug)}/reviews`, { signal }),
  });
}

/** Posts a review; the list, the product's rating and every list showing it are refreshed. */
export function useSubmitReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) =>
      api<Review>(`/products/${encodeURIComponent(slug)}/reviews`, { body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
