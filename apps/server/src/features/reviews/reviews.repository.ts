import { and, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_LIST_LIMIT } from '@terracraft/shared/reviews';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export function createReviewRepository(db: Database | Transaction) {
  return {
    listShown(productSlug: string) {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productSlug, productSlug), eq(reviews.status, 'shown')))
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
    /** The shopper's own review of the product, whatever its status. */
    async findByUser(productSlug: string, userId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productSlug, productSlug), eq(reviews.userId, userId)));
      return row;
    },
    /** Whether the shopper has an order of the product that was delivered. */
    async hasDelivered(productSlug: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.productSlug, productSlug),
            eq(orders.userId, userId),
            eq(orders.status, 'delivered'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async insert(review: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [row] = await db.insert(reviews).values(review).returning();
      return row!;
    },
    async update(
      id: string,
      changes: Pick<
        ReviewRow,
        'rating' | 'text' | 'name' | 'email' | 'status' | 'verifiedPurchase'
      > & {
        updatedAt: Date;
      },
    ): Promise<ReviewRow> {
      const [row] = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row!;
    },
  };
}

/**
 * Recomputes the rating (average of the shown reviews, one decimal; 0 without any) and review
 * count of one product, or of every product. The only place the rule lives: pending and rejected
 * reviews count for nothing.
 */
export async function refreshProductRatings(
  db: Database | Transaction,
  productSlug?: string,
): Promise<void> {
  const ofProduct = sql`${reviews.productSlug} = ${products.slug} AND ${reviews.status} = 'shown'`;
  await db
    .update(products)
    .set({
      rating: sql`coalesce((SELECT round(avg(${reviews.rating})::numeric, 1) FROM ${reviews} WHERE ${ofProduct}), 0)`,
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${ofProduct})`,
    })
    .where(productSlug ? eq(products.slug, productSlug) : undefined);
}
