import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { useCartStore } from './cart-store';

const lamp = { id: 'bamboo-lamp', name: 'Bamboo Lamp', price: 149900, maxQuantity: 4 };
const items = () => useCartStore.getState().items.map((line) => [line.id, line.quantity]);

beforeEach(() => useCartStore.getState().clear());

describe('addToCart', () => {
  it('adds a new product with quantity 1 and raises it on the next add', () => {
    expect(addToCart(lamp)).toEqual({ type: 'success', message: 'Bamboo Lamp added to cart' });
    expect(addToCart(lamp)).toEqual({ type: 'success', message: 'Bamboo Lamp added to cart' });
    expect(items()).toEqual([['bamboo-lamp', 2]]);
  });

  it('adds the chosen quantity, never above the stock', () => {
    addToCart(lamp, { quantity: 3 });
    addToCart(lamp, { quantity: 3 });
    expect(items()).toEqual([['bamboo-lamp', 4]]);
  });

  it('refuses a product already in the cart when asked to (Our Products)', () => {
    expect(addToCart(lamp, { refuseIfInCart: true }).type).toBe('success');
    expect(addToCart(lamp, { refuseIfInCart: true })).toEqual({
      type: 'info',
      message: 'Bamboo Lamp is already in the cart',
    });
    expect(items()).toEqual([['bamboo-lamp', 1]]);
  });
});
