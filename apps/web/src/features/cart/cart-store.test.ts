import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS } from '@terracraft/shared/settings';
import { cartCount, cartSubtotal, useCartStore } from './cart-store';

const lamp = { id: 'bamboo-lamp', name: 'Bamboo Lamp', price: 149900, maxQuantity: 5 };
const vase = { id: 'terracotta-vase', name: 'Terracotta Vase', price: 89900 };
const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  cart().clear();
});

describe('cart', () => {
  it('appends a new product with quantity 1 and raises the quantity of an existing one', () => {
    expect(cart().add(lamp)).toBe('added');
    expect(cart().add(lamp, 2)).toBe('increased');
    cart().add(vase);
    expect(cart().items.map((line) => [line.id, line.quantity])).toEqual([
      ['bamboo-lamp', 3],
      ['terracotta-vase', 1],
    ]);
  });

  it('never holds more of one product than an order may (the shop’s order limit)', () => {
    cart().add(vase, 8);
    cart().add(vase, 8);
    expect(cart().items[0]?.quantity).toBe(DEFAULT_ORDER_LIMITS.maxUnitsPerLine);
    cart().setQuantity('terracotta-vase', 50);
    expect(cart().items[0]?.quantity).toBe(DEFAULT_ORDER_LIMITS.maxUnitsPerLine);
  });

  it('never goes above the stock', () => {
    cart().add(lamp, 4);
    cart().add(lamp, 4);
    expect(cart().items[0]?.quantity).toBe(5);
    cart().increment('bamboo-lamp');
    expect(cart().items[0]?.quantity).toBe(5);
  });

  it('removes a line when the quantity is set below 1; minus does nothing at 1', () => {
    cart().add(vase);
    cart().decrement('terracotta-vase');
    expect(cart().items[0]?.quantity).toBe(1);
    cart().setQuantity('terracotta-vase', 0);
    expect(cart().items).toEqual([]);
  });

  it('deletes, clears and totals price × quantity', () => {
    cart().add(lamp, 2);
    cart().add(vase, 3);
    expect(cartSubtotal(cart().items)).toBe(149900 * 2 + 89900 * 3);
    expect(cartCount(cart().items)).toBe(5);
    cart().remove('bamboo-lamp');
    expect(cart().items.map((line) => line.id)).toEqual(['terracotta-vase']);
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('lets go of what a paid order bought, keeping what was added since', () => {
    cart().add(lamp, 3);
    cart().add(vase, 1);
    cart().applyCoupon('WELCOME10');
    cart().takeOutOrdered({
      items: [
        { productId: 'bamboo-lamp', quantity: 2 },
        { productId: null, quantity: 1 },
      ],
      couponCode: 'WELCOME10',
    });
    expect(cart().items.map((line) => [line.id, line.quantity])).toEqual([
      ['bamboo-lamp', 1],
      ['terracotta-vase', 1],
    ]);
    expect(cart().couponCode).toBeUndefined();

    cart().applyCoupon('FESTIVE5');
    cart().takeOutOrdered({
      items: [
        { productId: 'bamboo-lamp', quantity: 1 },
        { productId: 'terracotta-vase', quantity: 1 },
      ],
      couponCode: null,
    });
    expect(cart().items).toEqual([]);
    expect(cart().couponCode).toBeUndefined();
  });

  it('is saved to localStorage under "cart"', () => {
    cart().add(vase);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').state.items[0].id).toBe(
      'terracotta-vase',
    );
  });
});
