import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products } from '../../db/schema';

export function createPricingRepository(db: Database | Transaction) {
  return {
    findProducts(slugs: string[]) {
      return db
        .select({
          slug: products.slug,
          name: products.name,
          price: products.price,
          stock: products.stock,
          image: products.images,
        })
        .from(products)
        .where(inArray(products.slug, slugs));
    },
  };
}
