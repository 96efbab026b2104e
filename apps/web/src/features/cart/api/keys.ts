/** Query keys of the cart: everything under 'cart'. */
export const cartKeys = {
  all: ['cart'] as const,
  /** Today's prices and stock of these products. */
  prices: (ids: readonly string[]) => [...cartKeys.all, 'prices', ids] as const,
};
