import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReview, NewReview } from '@terracraft/shared/reviews';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export function useReviews(slug: string) {
  return useQuery({
    queryKey: reviewKeys.reviews(slug),
    queryFn: ({ signal }) => api('reviews.list', { params: { slug }, signal }),
  });
}

/** The signed-in shopper's own review of the product, shown or not (null: none yet). */
export function useMyReview(slug: string, userId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.myReview(slug, userId ?? ''),
    queryFn: ({ signal }) => api('reviews.mine', { params: { slug }, signal }),
    enabled: userId !== undefined,
  });
}

/**
 * Posts the shopper's review, or their edit of it; the list, the product's rating and every list
 * showing it are refreshed.
 */
export function useSaveReview(slug: string, userId: string, mode: 'new' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) =>
      mode === 'new'
        ? api('reviews.submit', { params: { slug }, body: review })
        : api('reviews.update', { params: { slug }, body: review }),
    onSuccess: ({ productRating: _rating, productReviewCount: _count, ...own }) => {
      queryClient.setQueryData<MyReview>(reviewKeys.myReview(slug, userId), { review: own });
      // Not awaited: the shopper sees their review at once, the lists catch up.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.catalogue });
    },
  });
}
