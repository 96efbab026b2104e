import { beforeEach, describe, expect, it } from 'vitest';
import { useWishlistStore } from './wishlist-store';

const basket = { id: 'jute-basket', name: 'Jute Basket', price: 79900 };
const wishlist = () => useWishlistStore.getState();

beforeEach(() => wishlist().clear());

describe('wishlist', () => {
  it('adds once; adding again changes nothing', () => {
    expect(wishlist().add(basket)).toBe(true);
    expect(wishlist().add(basket)).toBe(false);
    expect(wishlist().items).toHaveLength(1);
  });

  it('toggles and removes', () => {
    expect(wishlist().toggle(basket)).toBe('added');
    expect(wishlist().toggle(basket)).toBe('removed');
    wishlist().add(basket);
    wishlist().remove('jute-basket');
    expect(wishlist().items).toEqual([]);
  });
});
