import { describe, expect, it } from 'vitest';
import { reconcileCart } from './reconcile';

const lamp = { id: 'bamboo-lamp', name: 'Bamboo Lamp', price: 149_900, quantity: 3 };
const vase = { id: 'terracotta-vase', name: 'Terracotta Vase', price: 89_900, quantity: 1 };
const bell = { id: 'brass-bell', name: 'Brass Bell', price: 49_900, quantity: 2 };

describe('reconcileCart', () => {
  it('takes today’s price and stock, and says what changed', () => {
    const { items, notices } = reconcileCart([lamp, vase, bell], {
      items: [
        {
          id: 'bamboo-lamp',
          name: 'Bamboo Lamp',
          price: 139_900,
          quantity: 2,
          stock: 2,
          image: null,
        },
        {
          id: 'terracotta-vase',
          name: 'Terracotta Vase',
          price: 89_900,
          quantity: 1,
          stock: 9,
          image: '/media/products/terracotta-vase',
        },
      ],
      subtotal: 0,
      dropped: [{ id: 'brass-bell', name: 'Brass Bell', reason: 'out-of-stock' }],
    });
    expect(items).toEqual([
      { ...lamp, price: 139_900, quantity: 2, maxQuantity: 2, image: undefined },
      { ...vase, maxQuantity: 9, image: '/media/products/terracotta-vase' },
    ]);
    expect(notices).toEqual([
      'The price of Bamboo Lamp is now ₹1,399.00 (it was ₹1,499.00).',
      'Only 2 of Bamboo Lamp are in stock, so your quantity is now 2.',
      'Brass Bell is out of stock and was removed from your cart.',
    ]);
  });

  it('keeps lines the server was not asked about, and names products no longer sold', () => {
    const { items, notices } = reconcileCart([lamp, vase], {
      items: [],
      subtotal: 0,
      dropped: [{ id: 'bamboo-lamp', name: null, reason: 'not-sold' }],
    });
    expect(items).toEqual([vase]);
    expect(notices).toEqual(['Bamboo Lamp is no longer sold and was removed from your cart.']);
  });
});
