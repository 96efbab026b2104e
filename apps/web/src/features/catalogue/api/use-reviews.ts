import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewReview } from '@terracraft/shared/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function useReviews(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.reviews(slug),
    queryFn: ({ signal }) => api('reviews.list', { params: { slug }, signal }),
  });
}

/** Posts a review; the list, the product's rating and every list showing it are refreshed. */
export function useSubmitReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => api('reviews.submit', { params: { slug }, body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
