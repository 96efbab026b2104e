import type {
  AdminReview,
  ReviewDecision,
  ReviewQueuePage,
  ReviewQueueQuery,
} from '@terracraft/shared/reviews/admin';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { nextUpdatedAt, refuseIfChangedSince } from '../../lib/versioned-update';
import { instantCursorSchema } from '../../lib/keyset';
import type { AuditLog } from '../audit';
import type { StaffUser } from '../../plugins/session';
import { createReviewAdminRepository } from './reviews.admin.repository';
import { createReviewRepository, refreshProductRatings } from './reviews.repository';
import type { CatalogueChanges } from '../catalogue';

type QueueRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReviewAdminRepository>['find']>>
>;

function toAdminReview({ review, productName }: QueueRow): AdminReview {
  return {
    id: review.id,
    product: { slug: review.productSlug, name: productName },
    rating: review.rating,
    text: review.text,
    name: review.name,
    email: review.email,
    verifiedPurchase: review.verifiedPurchase,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/**
 * Staff approve or reject reviews. A verified buyer's review is shown when it is written, any
 * other waits as pending (decision 29). Approving shows it; rejecting takes it off the product
 * page. The product's rating and review count are recomputed in the same transaction, and the
 * catalogue's cache is dropped once it commits, so the shop's next read of the product shows them.
 */
export function createReviewQueue({
  db,
  audit,
  catalogue,
}: {
  db: Database;
  audit: AuditLog;
  /** Approving or rejecting changes the product's rating and count. */
  catalogue: CatalogueChanges;
}) {
  return {
    async list(query: ReviewQueueQuery): Promise<ReviewQueuePage> {
      const after = query.cursor ? decodeCursor(query.cursor, instantCursorSchema) : undefined;
      const rows = await createReviewAdminRepository(db).list(
        { status: query.status, after },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toAdminReview),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.review.id]) : null,
      };
    },

    async setStatus(
      actor: StaffUser,
      id: string,
      input: { status: ReviewDecision; updatedAt: string },
    ): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const queue = createReviewAdminRepository(tx);
        // The product first, as a shopper's review does: its rating is recounted one at a time.
        const current = await queue.find(id);
        if (!current) throw notFound('No review has this id.');
        await createReviewRepository(tx).lockProduct(current.review.productSlug);
        const before = (await queue.find(id, { forUpdate: true }))!;
        refuseIfChangedSince(before.review.updatedAt, input.updatedAt, 'This review');
        if (before.review.status !== input.status) {
          await queue.setStatus(id, input.status, nextUpdatedAt(before.review.updatedAt));
          await refreshProductRatings(tx, before.review.productSlug);
          catalogue.changedIn(tx);
          await audit.record(tx, {
            actor,
            action: input.status === 'rejected' ? 'review.reject' : 'review.approve',
            entityType: 'review',
            entityId: id,
            before: { product: before.review.productSlug, status: before.review.status },
            after: { product: before.review.productSlug, status: input.status },
          });
        }
        return toAdminReview((await queue.find(id))!);
      });
    },
  };
}

export type ReviewQueue = ReturnType<typeof createReviewQueue>;
