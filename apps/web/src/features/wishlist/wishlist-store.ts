import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface WishlistItem {
  /** Product id (its slug). */
  id: string;
  name: string;
  /** Paise. */
  price: number;
  mrp?: number;
  image?: string;
  /** Units in stock when last seen; 0 means it cannot be added to the cart now. */
  stock?: number;
}

interface WishlistState {
  items: WishlistItem[];
  /** False when the product was already in the wishlist (nothing changes). */
  add(item: WishlistItem): boolean;
  remove(id: string): void;
  /** Adds when absent, removes when present. */
  toggle(item: WishlistItem): 'added' | 'removed';
  clear(): void;
  replace(items: WishlistItem[]): void;
  /** The account whose saved wishlist this one mirrors (see the cart's `savedFor`). */
  savedFor: string | undefined;
  setSavedFor(userId: string | undefined): void;
  /** On sign-out: the wishlist stays with the account, not in this browser. */
  forget(): void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add(item) {
        if (get().items.some((existing) => existing.id === item.id)) return false;
        set(({ items }) => ({ items: [...items, item] }));
        return true;
      },
      remove(id) {
        set(({ items }) => ({ items: items.filter((item) => item.id !== id) }));
      },
      toggle(item) {
        if (get().add(item)) return 'added';
        get().remove(item.id);
        return 'removed';
      },
      clear() {
        set({ items: [] });
      },
      replace(items) {
        set({ items });
      },
      savedFor: undefined,
      setSavedFor(userId) {
        set({ savedFor: userId });
      },
      forget() {
        set({ items: [], savedFor: undefined });
      },
    }),
    {
      name: 'wishlist',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, savedFor: state.savedFor }),
    },
  ),
);

/** Whether a product is in the wishlist; re-renders only when that answer changes. */
export const useIsWishlisted = (id: string) =>
  useWishlistStore((state) => state.items.some((item) => item.id === id));
