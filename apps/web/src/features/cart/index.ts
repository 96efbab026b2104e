export {
  cartCount,
  cartSubtotal,
  useCartStore,
  type CartLine,
  type CartProduct,
} from './cart-store';
export { addToCart, type CartNotice } from './add-to-cart';
export { useCartDrawer } from './cart-drawer-store';
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button';
export { CartDrawer } from './components/cart-drawer';
export { cartApi } from './api/cart-api';
export { cartLines, forgetCart, linesFromPricedCart, startCartSync } from './saved-cart';
export { CheckoutSteps } from './components/checkout-steps';
export { QuantityStepper } from './components/quantity-stepper';
export {
  readShippingAddress,
  SHIPPING_ADDRESS_KEY,
  type ShippingAddress,
} from './shipping-address';
