import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import { ApiError } from '../../lib/api-client';
import { cartApi } from './api/cart-api';
import { useCartStore } from './cart-store';
import { cartLines } from './saved-cart';

export type CouponFeedback = { kind: 'success' | 'error'; text: string } | null;

/**
 * The cart's coupon: applying asks the server (POST /api/coupons/quote) and keeps the code only
 * when it applies; while a code is kept, its discount is asked again whenever the cart changes,
 * and the code is dropped, with the reason, once it no longer applies.
 */
export function useCoupon() {
  const items = useCartStore((state) => state.items);
  const code = useCartStore((state) => state.couponCode);
  const lines = cartLines(items);
  const [feedback, setFeedback] = useState<CouponFeedback>(null);
  const queryClient = useQueryClient();

  const quote = useQuery({
    queryKey: ['coupon-quote', code, lines],
    queryFn: async () => {
      try {
        return await cartApi.quoteCoupon(code!, lines);
      } catch (error) {
        if (error instanceof ApiError && error.code === COUPON_ERROR_CODE) {
          useCartStore.getState().removeCoupon();
          setFeedback({ kind: 'error', text: `Coupon ${code} was removed: ${error.message}` });
        }
        throw error;
      }
    },
    enabled: Boolean(code) && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

  const apply = useMutation({
    mutationFn: (typed: string) => cartApi.quoteCoupon(typed, lines),
    onMutate: () => setFeedback(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(['coupon-quote', answer.code, lines], answer);
      useCartStore.getState().applyCoupon(answer.code);
      setFeedback({
        kind: 'success',
        text: `Coupon ${answer.code} applied: ${answer.description}. You save ${formatInr(answer.discount)}.`,
      });
    },
    onError: (error) => setFeedback({ kind: 'error', text: error.message }),
  });

  const applied = code && quote.data?.code === code ? quote.data : undefined;
  return {
    code,
    discount: applied?.discount ?? 0,
    description: applied?.description,
    feedback,
    applying: apply.isPending,
    apply: (typed: string) => apply.mutate(typed),
    remove: () => {
      useCartStore.getState().removeCoupon();
      setFeedback(null);
    },
  };
}
