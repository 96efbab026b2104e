export { useWishlistStore } from './wishlist-store';
export { forgetWishlist, startWishlistSync } from './saved-wishlist';
export { type WishlistHeartMode } from './save-to-wishlist';
export { WishlistButton } from './components/wishlist-button';
