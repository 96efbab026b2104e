import { useEffect, useState } from 'react';
import { cartApi } from './api/cart-api';
import { useCartStore } from './cart-store';
import { reconcileCart } from './reconcile';
import { cartLines } from './saved-cart';

/**
 * Asks the server for today's prices and stock of the cart's products when the page opens and
 * whenever a product joins the cart, updates the cart, and returns what changed in words.
 */
export function useCartPrices() {
  const ids = useCartStore((state) =>
    state.items
      .map((line) => line.id)
      .sort()
      .join('\n'),
  );
  const [notices, setNotices] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!ids) return;
    let cancelled = false;
    cartApi
      .price(cartLines(useCartStore.getState().items))
      .then((priced) => {
        if (cancelled) return;
        const { items, replace } = useCartStore.getState();
        const result = reconcileCart(items, priced);
        replace(result.items);
        setFailed(false);
        if (result.notices.length > 0) {
          setNotices((shown) => [...new Set([...shown, ...result.notices])]);
        }
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [ids]);

  return { notices, failed };
}
