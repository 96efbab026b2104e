import { beforeEach, describe, expect, it } from 'vitest';
import { saveToWishlist } from './save-to-wishlist';
import { useWishlistStore } from './wishlist-store';

const vase = { id: 'terracotta-vase', name: 'Terracotta Vase', price: 89900 };
const ids = () => useWishlistStore.getState().items.map((item) => item.id);

beforeEach(() => useWishlistStore.getState().clear());

describe('saveToWishlist', () => {
  it('in add mode saves once, then says it is already there and changes nothing', () => {
    expect(saveToWishlist(vase, 'add')).toEqual({
      type: 'success',
      message: 'Terracotta Vase added to wishlist',
    });
    expect(saveToWishlist(vase, 'add')).toEqual({
      type: 'info',
      message: 'Terracotta Vase is already in wishlist',
    });
    expect(ids()).toEqual(['terracotta-vase']);
  });

  it('in toggle mode adds, then removes', () => {
    expect(saveToWishlist(vase, 'toggle').message).toBe('Terracotta Vase added to wishlist');
    expect(saveToWishlist(vase, 'toggle')).toEqual({
      type: 'info',
      message: 'Terracotta Vase removed from wishlist!',
    });
    expect(ids()).toEqual([]);
  });
});
