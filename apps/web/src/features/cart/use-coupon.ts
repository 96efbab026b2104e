import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import { api, ApiError } from '../../lib/api-client';
import { cartKeys } from './api/keys';
import { useCartNotices, type CouponFeedback } from './cart-notices';
import { useCartStore } from './cart-store';
import { cartLines } from './saved-cart';

const setFeedback = (feedback: CouponFeedback) =>
  useCartNotices.getState().setCouponFeedback(feedback);

/**
 * The cart's coupon: applying asks the server (`coupons.quote`) and keeps the code only
 * when it applies; while a code is kept, its discount is asked again whenever the cart changes,
 * and the code is dropped, with the reason, once it no longer applies.
 */
export function useCoupon() {
  const items = useCartStore((state) => state.items);
  const code = useCartStore((state) => state.couponCode);
  const feedback = useCartNotices((state) => state.coupon);
  const lines = cartLines(items);
  const queryClient = useQueryClient();

  const quote = useQuery({
    queryKey: cartKeys.couponQuote(code, lines),
    queryFn: () => api('coupons.quote', { body: { code: code!, items: lines } }),
    enabled: Boolean(code) && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

  // The cart changed and the kept coupon no longer applies: it is dropped, saying why.
  useEffect(() => {
    const refusal = quote.error;
    if (!code || !(refusal instanceof ApiError && refusal.code === COUPON_ERROR_CODE)) return;
    useCartStore.getState().removeCoupon();
    setFeedback({ kind: 'error', text: `Coupon ${code} was removed: ${refusal.message}` });
  }, [code, quote.error]);

  useEffect(() => () => setFeedback(null), []);

  const apply = useMutation({
    mutationFn: (typed: string) => api('coupons.quote', { body: { code: typed, items: lines } }),
    onMutate: () => setFeedback(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.couponQuote(answer.code, lines), answer);
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
