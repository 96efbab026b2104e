/** Query keys of the wishlist: everything under 'wishlist'. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  /** Today's names, prices, images and stock of these products. */
  lookup: (ids: readonly string[]) => [...wishlistKeys.all, 'lookup', ids] as const,
};
