import { WISHLIST_MAX_ITEMS, type Wishlist } from '@terracraft/shared/wishlist';
import type { Database, Transaction } from '../../db/client';
import { createWishlistRepository } from './wishlist.repository';

/** The products behind wishlist ids, in the wishlist's order; unknown ids are reported. */
async function lookup(db: Database | Transaction, ids: string[]): Promise<Wishlist> {
  const unique = [...new Set(ids)];
  const found = await createWishlistRepository(db).findProducts(unique);
  const byId = new Map(found.map((product) => [product.id, product]));
  const wishlist: Wishlist = { items: [], dropped: [] };
  for (const id of unique) {
    const product = byId.get(id);
    if (!product) {
      wishlist.dropped.push(id);
      continue;
    }
    const { images, ...rest } = product;
    wishlist.items.push({ ...rest, image: images[0] ?? null });
  }
  return wishlist;
}

/** The saved wishlists of signed-in shoppers. Out-of-stock products stay: shoppers wait for them. */
export function createWishlistService(db: Database) {
  async function store(tx: Transaction, userId: string, ids: string[]) {
    const wishlist = await lookup(tx, ids);
    await createWishlistRepository(tx).replace(
      userId,
      wishlist.items.map((item) => item.id),
    );
    return wishlist;
  }

  return {
    lookup: (ids: string[]) => lookup(db, ids),

    async saved(userId: string): Promise<Wishlist> {
      return lookup(db, await createWishlistRepository(db).ids(userId));
    },

    replace(userId: string, ids: string[]): Promise<Wishlist> {
      return db.transaction(async (tx) => {
        await createWishlistRepository(tx).lockShopper(userId);
        return store(tx, userId, ids);
      });
    },

    /**
     * On sign-in: the union of the saved wishlist and the browser's, saved items first, up to
     * WISHLIST_MAX_ITEMS products, so the merged list can always be saved again.
     */
    merge(userId: string, ids: string[]): Promise<Wishlist> {
      return db.transaction(async (tx) => {
        const repository = createWishlistRepository(tx);
        await repository.lockShopper(userId);
        const union = [...new Set([...(await repository.ids(userId)), ...ids])];
        return store(tx, userId, union.slice(0, WISHLIST_MAX_ITEMS));
      });
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
