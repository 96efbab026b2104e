import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { cartKeys } from './api/keys';
import { useCartNotices } from './cart-notices';
import { useCartStore } from './cart-store';
import { reconcileCart } from './reconcile';
import { cartLines } from './saved-cart';

/**
 * Asks the server for today's prices and stock of the cart's products when the page opens and
 * whenever a product joins the cart; each answer brings the cart up to date (see reconcileCart)
 * and what changed is kept in words for the page to show.
 */
export function useCartPrices() {
  // A string, so that the same products give the same value (and no new question).
  const ids = useCartStore((state) =>
    state.items
      .map((line) => line.id)
      .sort()
      .join('\n'),
  );
  const prices = useQuery({
    queryKey: cartKeys.prices(ids ? ids.split('\n') : []),
    // The quantities go along, but a new quantity alone needs no new answer.
    queryFn: () => api('cart.price', { body: { items: cartLines(useCartStore.getState().items) } }),
    enabled: ids !== '',
    // Always a fresh answer: one kept from earlier would undo the newer one already applied.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!prices.data) return;
    const { items, replace } = useCartStore.getState();
    const result = reconcileCart(items, prices.data);
    replace(result.items);
    useCartNotices.getState().addPriceNotices(result.notices);
  }, [prices.data]);

  useEffect(() => () => useCartNotices.getState().clearPriceNotices(), []);

  const notices = useCartNotices((state) => state.prices);
  return { notices, failed: prices.isError };
}
