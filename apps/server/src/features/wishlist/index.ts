// What the app and other features use of wishlist: they reach it through here, never its files.
export { registerWishlist } from './wishlist.feature';
