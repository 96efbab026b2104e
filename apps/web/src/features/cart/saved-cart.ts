import type { PricedCart } from '@terracraft/shared/cart';
import { api } from '../../lib/api-client';
import { startServerSync, type SyncController, type SyncStart } from '../../lib/server-sync';
import { useCartStore, type CartLine } from './cart-store';

/** What the server needs of a cart: ids and quantities. */
export const cartLines = (items: readonly CartLine[]) =>
  items.map(({ id, quantity }) => ({ id, quantity }));

/**
 * The server's priced cart as browser lines: its order, names, prices, images and stock, keeping
 * whatever else the browser's lines carried.
 */
function linesFromPricedCart(local: readonly CartLine[], priced: PricedCart): CartLine[] {
  const before = new Map(local.map((line) => [line.id, line]));
  return priced.items.map((line) => ({
    ...before.get(line.id),
    id: line.id,
    name: line.name,
    price: line.price,
    image: line.image ?? undefined,
    quantity: line.quantity,
    maxQuantity: line.stock,
  }));
}

const applyPricedCart = (priced: PricedCart) => {
  const { items, replace } = useCartStore.getState();
  replace(linesFromPricedCart(items, priced));
};

/** Keeps the cart of a signed-in shopper saved on the server (see lib/server-sync). */
export function startCartSync(
  userId: string,
  start: SyncStart,
  onSessionLost: () => void,
): SyncController {
  return startServerSync(
    {
      store: useCartStore,
      body: (state) => cartLines(state.items),
      savedFor: (state) => state.savedFor,
      setSavedFor: (id) => useCartStore.getState().setSavedFor(id),
      forget: () => useCartStore.getState().forget(),
      load: () => api('cart.saved'),
      // New picks add to the saved cart; an unsaved newer copy of it keeps its larger quantities.
      merge: (items, how) =>
        api('cart.merge', { body: { items, quantities: how === 'sign-in' ? 'add' : 'larger' } }),
      save: (items, options) => api('cart.save', { body: { items }, ...options }),
      apply: applyPricedCart,
    },
    userId,
    start,
    onSessionLost,
  );
}

/** On sign-out: the cart stays with the account. */
export const forgetCart = () => useCartStore.getState().forget();
