import { and, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products } from '../../db/schema';
import { shownImages, visibleProduct } from '../catalogue';

export function createPricingRepository(db: Database | Transaction) {
  return {
    /** Products the shop sells: a hidden product is not one, and cannot be bought. */
    findProducts(slugs: string[]) {
      return db
        .select({
          slug: products.slug,
          name: products.name,
          price: products.price,
          stock: products.stock,
          image: shownImages,
        })
        .from(products)
        .where(and(inArray(products.slug, slugs), visibleProduct));
    },
  };
}
