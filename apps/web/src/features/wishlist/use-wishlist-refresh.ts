import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Wishlist } from '@terracraft/shared/wishlist';
import { api } from '../../lib/api-client';
import { wishlistKeys } from './api/keys';
import { useWishlistStore, type WishlistItem } from './wishlist-store';

/** The wishlist with today's details of each product; the ones the shop no longer sells leave. */
export function refreshWishlist(items: readonly WishlistItem[], fresh: Wishlist): WishlistItem[] {
  const byId = new Map(fresh.items.map((item) => [item.id, item]));
  const gone = new Set(fresh.dropped);
  return items
    .filter((item) => !gone.has(item.id))
    .map((item) => {
      const now = byId.get(item.id);
      return now ? { ...item, ...now, image: now.image ?? undefined } : item;
    });
}

/**
 * Brings the wishlist up to today's names, prices, images and stock when the page opens;
 * products the shop no longer sells leave it. When the server cannot be asked, the wishlist shows
 * what was last seen: the cart and checkout check prices again anyway.
 */
export function useWishlistRefresh() {
  // A string, so that the same products give the same value (and no new question).
  const ids = useWishlistStore((state) =>
    state.items
      .map((item) => item.id)
      .sort()
      .join('\n'),
  );
  const { data } = useQuery({
    queryKey: wishlistKeys.lookup(ids ? ids.split('\n') : []),
    queryFn: () => api('wishlist.lookup', { body: { ids: ids.split('\n') } }),
    enabled: ids !== '',
    // Always a fresh answer: one kept from earlier would undo the newer one already applied.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!data) return;
    const { items, replace } = useWishlistStore.getState();
    replace(refreshWishlist(items, data));
  }, [data]);
}
