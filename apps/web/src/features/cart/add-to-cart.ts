import { useCartStore, type CartProduct } from './cart-store';

/** What the shopper is told after pressing an add-to-cart control (spec §8). */
interface CartNotice {
  type: 'success' | 'info';
  message: string;
}

/**
 * Adds a product to the cart: a new product with the quantity (default 1), an existing one has its
 * quantity raised. With `refuseIfInCart` (Our Products on the home page) a product already in the
 * cart is left as it is and the shopper is told so.
 */
export function addToCart(
  product: CartProduct,
  { quantity = 1, refuseIfInCart = false }: { quantity?: number; refuseIfInCart?: boolean } = {},
): CartNotice {
  const cart = useCartStore.getState();
  if (refuseIfInCart && cart.items.some((line) => line.id === product.id)) {
    return { type: 'info', message: `${product.name} is already in the cart` };
  }
  cart.add(product, quantity);
  return { type: 'success', message: `${product.name} added to cart` };
}
