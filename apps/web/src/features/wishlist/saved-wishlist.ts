import type { Wishlist } from '@terracraft/shared/wishlist';
import { api } from '../../lib/api-client';
import { startServerSync, type SyncController, type SyncStart } from '../../lib/server-sync';
import { useWishlistStore, type WishlistItem } from './wishlist-store';

/** The server's wishlist as browser items, keeping whatever else the browser's items carried. */
function itemsFromWishlist(local: readonly WishlistItem[], wishlist: Wishlist): WishlistItem[] {
  const before = new Map(local.map((item) => [item.id, item]));
  return wishlist.items.map((item) => ({
    ...before.get(item.id),
    id: item.id,
    name: item.name,
    price: item.price,
    mrp: item.mrp,
    image: item.image ?? undefined,
    stock: item.stock,
  }));
}

const applyWishlist = (wishlist: Wishlist) => {
  const { items, replace } = useWishlistStore.getState();
  replace(itemsFromWishlist(items, wishlist));
};

/** Keeps the wishlist of a signed-in shopper saved on the server (see lib/server-sync). */
export function startWishlistSync(
  userId: string,
  start: SyncStart,
  onSessionLost: () => void,
): SyncController {
  return startServerSync(
    {
      store: useWishlistStore,
      body: (state) => state.items.map((item) => item.id),
      savedFor: (state) => state.savedFor,
      setSavedFor: (id) => useWishlistStore.getState().setSavedFor(id),
      forget: () => useWishlistStore.getState().forget(),
      load: () => api('wishlist.saved'),
      merge: (ids) => api('wishlist.merge', { body: { ids } }),
      save: (ids, options) => api('wishlist.save', { body: { ids }, ...options }),
      apply: applyWishlist,
    },
    userId,
    start,
    onSessionLost,
  );
}

/** On sign-out: the wishlist stays with the account. */
export const forgetWishlist = () => useWishlistStore.getState().forget();
