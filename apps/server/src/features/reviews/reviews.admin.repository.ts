import { and, desc, eq } from 'drizzle-orm';
import type { ReviewStatus } from '@terracraft/shared/reviews';
import type { Database, Transaction } from '../../db/client';
import { products, reviews } from '../../db/schema';
import { instantKey, olderThan, type InstantCursor } from '../../lib/keyset';

const queueColumns = {
  review: reviews,
  productName: products.name,
  cursorAt: instantKey(reviews.createdAt),
};

/** The console's review queue; the shop's reads and writes are in reviews.repository.ts. */
export function createReviewAdminRepository(db: Database | Transaction) {
  return {
    /** Newest first, through (status, created_at, id) or (created_at, id). */
    list(filter: { status?: ReviewStatus; after?: InstantCursor }, limit: number) {
      return db
        .select(queueColumns)
        .from(reviews)
        .innerJoin(products, eq(products.slug, reviews.productSlug))
        .where(
          and(
            filter.status ? eq(reviews.status, filter.status) : undefined,
            filter.after
              ? olderThan(reviews.createdAt, reviews.id, filter.after, 'uuid')
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async find(id: string, { forUpdate = false } = {}) {
      const query = db
        .select(queueColumns)
        .from(reviews)
        .innerJoin(products, eq(products.slug, reviews.productSlug))
        .where(eq(reviews.id, id));
      const [row] = forUpdate ? await query.for('update', { of: reviews }) : await query;
      return row;
    },

    async setStatus(id: string, status: ReviewStatus, updatedAt: Date) {
      await db.update(reviews).set({ status, updatedAt }).where(eq(reviews.id, id));
    },
  };
}
