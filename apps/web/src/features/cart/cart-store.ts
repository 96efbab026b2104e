import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { maxUnitsPerLine } from '../../lib/use-business';

/** A cart line, keyed by product id (its slug). Prices are paise; the server re-prices at checkout. */
export interface CartLine {
  id: string;
  name: string;
  price: number;
  /** Image base path (see shared/media); the placeholder is shown when missing. */
  image?: string;
  quantity: number;
  /** Units in stock when the line was last seen; quantity never goes above it. */
  maxQuantity?: number;
}

export type CartProduct = Omit<CartLine, 'quantity'>;

/** What an order bought, as its answer tells it (a product no longer sold has no id). */
interface OrderedGoods {
  items: readonly { productId: string | null; quantity: number }[];
  couponCode: string | null;
}

interface CartState {
  items: CartLine[];
  /** A coupon the server accepted for this cart; checkout sends it and the server re-checks it. */
  couponCode: string | undefined;
  applyCoupon(code: string): void;
  removeCoupon(): void;
  /** Adds to an existing line's quantity, or appends a new line. */
  add(product: CartProduct, quantity?: number): 'added' | 'increased';
  /** Below 1 removes the line; above the stock is capped. */
  setQuantity(id: string, quantity: number): void;
  increment(id: string): void;
  /** Does nothing at quantity 1: removing is what Delete is for. */
  decrement(id: string): void;
  remove(id: string): void;
  clear(): void;
  /**
   * An order made from this cart was paid: each product's line loses the quantity ordered and
   * leaves the cart when nothing is left of it (lines added since stay), and the coupon the order
   * used goes with it. The server took the same goods out of the saved cart with the payment.
   */
  takeOutOrdered(order: OrderedGoods): void;
  /** Replaces the cart, e.g. with the server's merged cart after sign-in. */
  replace(items: CartLine[]): void;
  /**
   * The account whose saved cart this one mirrors, once synced with the server; the next sign-in
   * of that account then takes the server's cart instead of merging this one into it again.
   */
  savedFor: string | undefined;
  setSavedFor(userId: string | undefined): void;
  /** On sign-out: the cart stays with the account, not in this browser. */
  forget(): void;
}

/** Within the stock seen, and within the shop's order limit of units of one product. */
const cap = (quantity: number, max?: number) => {
  const limit = Math.min(max ?? Infinity, maxUnitsPerLine());
  return Math.max(1, Math.floor(Math.min(quantity, Math.max(limit, 1))));
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      couponCode: undefined,
      applyCoupon(code) {
        set({ couponCode: code });
      },
      removeCoupon() {
        set({ couponCode: undefined });
      },
      add(product, quantity = 1) {
        const existing = get().items.find((line) => line.id === product.id);
        set(({ items }) => ({
          items: existing
            ? items.map((line) =>
                line.id === product.id
                  ? {
                      ...line,
                      ...product,
                      quantity: cap(
                        line.quantity + quantity,
                        product.maxQuantity ?? line.maxQuantity,
                      ),
                    }
                  : line,
              )
            : [
                ...items,
                {
                  ...product,
                  price: Number(product.price),
                  quantity: cap(quantity, product.maxQuantity),
                },
              ],
        }));
        return existing ? 'increased' : 'added';
      },
      setQuantity(id, quantity) {
        set(({ items }) =>
          quantity < 1
            ? { items: items.filter((line) => line.id !== id) }
            : {
                items: items.map((line) =>
                  line.id === id ? { ...line, quantity: cap(quantity, line.maxQuantity) } : line,
                ),
              },
        );
      },
      increment(id) {
        const line = get().items.find((item) => item.id === id);
        if (line) get().setQuantity(id, line.quantity + 1);
      },
      decrement(id) {
        const line = get().items.find((item) => item.id === id);
        if (line && line.quantity > 1) get().setQuantity(id, line.quantity - 1);
      },
      remove(id) {
        set(({ items }) => ({ items: items.filter((line) => line.id !== id) }));
      },
      clear() {
        set({ items: [], couponCode: undefined });
      },
      takeOutOrdered(order) {
        const ordered = new Map<string, number>();
        for (const item of order.items) {
          if (item.productId) {
            ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
          }
        }
        set(({ items, couponCode }) => {
          const left = items.flatMap((line) => {
            const quantity = line.quantity - (ordered.get(line.id) ?? 0);
            return quantity >= 1 ? [{ ...line, quantity }] : [];
          });
          const couponUsed = left.length === 0 || couponCode === order.couponCode;
          return { items: left, couponCode: couponUsed ? undefined : couponCode };
        });
      },
      replace(items) {
        set({ items });
      },
      savedFor: undefined,
      setSavedFor(userId) {
        set({ savedFor: userId });
      },
      forget() {
        set({ items: [], couponCode: undefined, savedFor: undefined });
      },
    }),
    {
      name: 'cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        items: state.items,
        couponCode: state.couponCode,
        savedFor: state.savedFor,
      }),
    },
  ),
);

export const cartCount = (items: readonly CartLine[]) =>
  items.reduce((sum, line) => sum + line.quantity, 0);

/** Σ price × quantity, in paise. */
export const cartSubtotal = (items: readonly CartLine[]) =>
  items.reduce((sum, line) => sum + line.price * line.quantity, 0);
