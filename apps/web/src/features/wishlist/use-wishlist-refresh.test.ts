import { describe, expect, it } from 'vitest';
import { refreshWishlist } from './use-wishlist-refresh';

const basket = { id: 'jute-basket', name: 'Jute Basket', price: 79900, image: '/media/b' };
const lamp = { id: 'cane-lamp', name: 'Cane Lamp', price: 149900 };

describe('refreshWishlist', () => {
  it('takes today’s details and lets go of what the shop no longer sells', () => {
    const fresh = {
      items: [
        {
          id: 'jute-basket',
          name: 'Jute Storage Basket',
          price: 74900,
          mrp: 99900,
          image: null,
          stock: 0,
        },
      ],
      dropped: ['cane-lamp'],
    };
    expect(refreshWishlist([basket, lamp], fresh)).toEqual([
      {
        id: 'jute-basket',
        name: 'Jute Storage Basket',
        price: 74900,
        mrp: 99900,
        image: undefined,
        stock: 0,
      },
    ]);
  });

  it('keeps a product the answer says nothing about as it was', () => {
    expect(refreshWishlist([basket, lamp], { items: [], dropped: [] })).toEqual([basket, lamp]);
  });
});
