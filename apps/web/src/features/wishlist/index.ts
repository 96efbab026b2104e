export { useIsWishlisted, useWishlistStore, type WishlistItem } from './wishlist-store';
export { forgetWishlist, itemsFromWishlist, startWishlistSync } from './saved-wishlist';
export { saveToWishlist, type WishlistHeartMode, type WishlistNotice } from './save-to-wishlist';
export { WishlistButton } from './components/wishlist-button';
