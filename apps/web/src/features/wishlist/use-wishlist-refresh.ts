import { useEffect } from 'react';
import { wishlistApi } from './api/wishlist-api';
import { useWishlistStore } from './wishlist-store';

/**
 * Brings the wishlist up to today's names, prices, images and stock when the page opens;
 * products the shop no longer sells leave it.
 */
export function useWishlistRefresh() {
  const ids = useWishlistStore((state) =>
    state.items
      .map((item) => item.id)
      .sort()
      .join('\n'),
  );
  useEffect(() => {
    if (!ids) return;
    let cancelled = false;
    wishlistApi
      .lookup(ids.split('\n'))
      .then((fresh) => {
        if (cancelled) return;
        const byId = new Map(fresh.items.map((item) => [item.id, item]));
        const gone = new Set(fresh.dropped);
        const { items, replace } = useWishlistStore.getState();
        replace(
          items
            .filter((item) => !gone.has(item.id))
            .map((item) => {
              const now = byId.get(item.id);
              return now ? { ...item, ...now, image: now.image ?? undefined } : item;
            }),
        );
      })
      // Shown as last seen; the cart and checkout check prices again anyway.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [ids]);
}
