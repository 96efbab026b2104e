export { cartCount, useCartStore } from './cart-store';
export { addToCart } from './add-to-cart';
export { useCartDrawer } from './cart-drawer-store';
export { AddToCartButton } from './components/add-to-cart-button';
export { cartLines, forgetCart, startCartSync } from './saved-cart';
