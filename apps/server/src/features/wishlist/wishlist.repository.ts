import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products, savedWishlistItems, users } from '../../db/schema';
import { shownImages } from '../catalogue';

export function createWishlistRepository(db: Database | Transaction) {
  return {
    findProducts(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: products.slug,
          name: products.name,
          price: products.price,
          mrp: products.mrp,
          images: shownImages,
          stock: products.stock,
        })
        .from(products)
        .where(inArray(products.slug, slugs));
    },
    /** Serialises changes to one shopper's wishlist. */
    async lockShopper(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: savedWishlistItems.productSlug })
        .from(savedWishlistItems)
        .where(eq(savedWishlistItems.userId, userId))
        .orderBy(asc(savedWishlistItems.position));
      return rows.map((row) => row.id);
    },
    async replace(userId: string, ids: string[]) {
      await db.delete(savedWishlistItems).where(eq(savedWishlistItems.userId, userId));
      if (ids.length === 0) return;
      await db
        .insert(savedWishlistItems)
        .values(ids.map((productSlug, position) => ({ userId, productSlug, position })));
    },
  };
}
