import { useWishlistStore, type WishlistItem } from './wishlist-store';

interface WishlistNotice {
  type: 'success' | 'info';
  message: string;
}

/**
 * What a heart does (spec §4, §8). 'add' (Our Products and More Products on the home page) only
 * adds and says when the product is already saved; 'toggle' (everywhere else) adds or removes.
 */
export type WishlistHeartMode = 'add' | 'toggle';

export function saveToWishlist(item: WishlistItem, mode: WishlistHeartMode): WishlistNotice {
  const wishlist = useWishlistStore.getState();
  if (mode === 'add') {
    return wishlist.add(item)
      ? { type: 'success', message: `${item.name} added to wishlist` }
      : { type: 'info', message: `${item.name} is already in wishlist` };
  }
  return wishlist.toggle(item) === 'added'
    ? { type: 'success', message: `${item.name} added to wishlist` }
    : { type: 'info', message: `${item.name} removed from wishlist!` };
}
