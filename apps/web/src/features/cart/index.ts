export {
  cartCount,
  cartSubtotal,
  useCartStore,
  type CartLine,
  type CartProduct,
  type OrderedGoods,
} from './cart-store';
export { addToCart, type CartNotice } from './add-to-cart';
export { useCartDrawer } from './cart-drawer-store';
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button';
export { cartLines, forgetCart, startCartSync } from './saved-cart';
