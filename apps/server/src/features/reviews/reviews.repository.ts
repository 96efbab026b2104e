import { and, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_LIST_LIMIT } from '@terracraft/shared/catalogue';
import type { Database, Transaction } from '../../db/client';
import { products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export function createReviewRepository(db: Database | Transaction) {
  return {
    listNewest(productSlug: string) {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productSlug, productSlug), eq(reviews.status, 'published')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEW_LIST_LIMIT);
    },

    /**
     * The product's rating and review count, locking its row until the transaction ends so
     * concurrent reviews of one product are counted one after another.
     */
    async lockProduct(productSlug: string) {
      const [row] = await db
        .select({ rating: products.rating, reviewCount: products.reviewCount })
        .from(products)
        .where(eq(products.slug, productSlug))
        .for('update');
      return row;
    },

    async productRating(productSlug: string) {
      const [row] = await db
        .select({ rating: products.rating, reviewCount: products.reviewCount })
        .from(products)
        .where(eq(products.slug, productSlug));
      return row;
    },

    async insert(review: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(review).returning();
      return row!;
    },
  };
}

/**
 * Recomputes the rating (average of the published reviews, one decimal; 0 without any) and review
 * count of one product, or of every product. The only place the rule lives: hidden reviews count
 * for nothing.
 */
export async function refreshProductRatings(
  db: Database | Transaction,
  productSlug?: string,
): Promise<void> {
  const ofProduct = sql`${reviews.productSlug} = ${products.slug} AND ${reviews.status} = 'published'`;
  await db
    .update(products)
    .set({
      rating: sql`coalesce((SELECT round(avg(${reviews.rating})::numeric, 1) FROM ${reviews} WHERE ${ofProduct}), 0)`,
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${ofProduct})`,
    })
    .where(productSlug ? eq(products.slug, productSlug) : undefined);
}
