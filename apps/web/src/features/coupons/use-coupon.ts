import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartLineInput } from '@terracraft/shared/cart';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import { api, ApiError } from '../../lib/api-client';
import { couponKeys } from './api/keys';
import { useCouponFeedback, type CouponFeedback } from './coupon-feedback';

const setFeedback = (feedback: CouponFeedback) =>
  useCouponFeedback.getState().setFeedback(feedback);

/**
 * The cart's coupon: applying asks the server (`coupons.quote`) and keeps the code only
 * when it applies; while a code is kept, its discount is asked again whenever the cart changes,
 * and the code is dropped, with the reason, once it no longer applies. The cart holds the code
 * (the page passes it in, with the cart's lines and how to keep or drop a code).
 */
export function useCoupon({
  code,
  lines,
  keep,
  drop,
}: {
  /** The code the cart keeps, if any. */
  code: string | undefined;
  lines: CartLineInput[];
  /** Keeps a code the server accepted; stable from render to render, as a store's action is. */
  keep(code: string): void;
  /** Drops the kept code; stable from render to render, as a store's action is. */
  drop(): void;
}) {
  const feedback = useCouponFeedback((state) => state.feedback);
  const queryClient = useQueryClient();

  const quote = useQuery({
    queryKey: couponKeys.quote(code, lines),
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
    drop();
    setFeedback({ kind: 'error', text: `Coupon ${code} was removed: ${refusal.message}` });
  }, [code, quote.error, drop]);

  useEffect(() => () => setFeedback(null), []);

  const apply = useMutation({
    mutationFn: (typed: string) => api('coupons.quote', { body: { code: typed, items: lines } }),
    onMutate: () => setFeedback(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(couponKeys.quote(answer.code, lines), answer);
      keep(answer.code);
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
      drop();
      setFeedback(null);
    },
  };
}
