import type {
  MyReview,
  NewReview,
  OwnReview,
  Review,
  SavedReview,
} from '@terracraft/shared/reviews';
import type { Database, Transaction } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { nextUpdatedAt } from '../../lib/versioned-update';
import type { SessionUser } from '../../plugins/session';
import { roundRating, type CatalogueChanges } from '../catalogue';
import {
  createReviewRepository,
  refreshProductRatings,
  type ReviewRow,
} from './reviews.repository';

const productNotFound = () => notFound('That product does not exist.');
const REVIEW_EXISTS = 'REVIEW_EXISTS';
const reviewExists = () =>
  new AppError(
    409,
    REVIEW_EXISTS,
    'You have already reviewed this product. Edit your review instead.',
  );

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    name: row.name,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
  };
}

function toOwnReview(row: ReviewRow): OwnReview {
  return { ...toReview(row), status: row.status, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Reviews by signed-in shoppers, one per shopper per product. A shopper with a delivered order of
 * the product writes a verified review, shown at once; any other review waits for staff
 * (decision 29). Every write recounts the product's rating from its shown reviews in the same
 * transaction, under the product's row lock.
 */
/** `catalogue`: a review shown, edited or taken off changes the product's rating and count. */
export function createReviewService(db: Database, catalogue: CatalogueChanges) {
  /** The review as written now: verified or not, and so shown or waiting. */
  async function judged(tx: Transaction, productSlug: string, user: SessionUser) {
    const verifiedPurchase = await createReviewRepository(tx).hasDelivered(productSlug, user.id);
    return {
      verifiedPurchase,
      status: verifiedPurchase ? ('shown' as const) : ('pending' as const),
    };
  }

  async function saved(tx: Transaction, productSlug: string, row: ReviewRow): Promise<SavedReview> {
    await refreshProductRatings(tx, productSlug);
    catalogue.changedIn(tx);
    const product = (await createReviewRepository(tx).productRating(productSlug))!;
    return {
      ...toOwnReview(row),
      productRating: roundRating(product.rating),
      productReviewCount: product.reviewCount,
    };
  }

  return {
    async list(productSlug: string) {
      const reviews = createReviewRepository(db);
      const product = await reviews.productRating(productSlug);
      if (!product) throw productNotFound();
      const rows = await reviews.listShown(productSlug);
      return {
        items: rows.map(toReview),
        rating: roundRating(product.rating),
        reviewCount: product.reviewCount,
      };
    },

    async mine(productSlug: string, user: SessionUser): Promise<MyReview> {
      const reviews = createReviewRepository(db);
      if (!(await reviews.productRating(productSlug))) throw productNotFound();
      const row = await reviews.findByUser(productSlug, user.id);
      return { review: row ? toOwnReview(row) : null };
    },

    /** A shopper's first review of the product; a second one is refused (409), nothing changed. */
    async submit(productSlug: string, user: SessionUser, review: NewReview): Promise<SavedReview> {
      return db.transaction(async (tx) => {
        const reviews = createReviewRepository(tx);
        if (!(await reviews.lockProduct(productSlug))) throw productNotFound();
        if (await reviews.findByUser(productSlug, user.id)) throw reviewExists();
        const row = await reviews.insert({
          productSlug,
          userId: user.id,
          rating: review.rating,
          text: review.text,
          name: user.name,
          email: user.email,
          ...(await judged(tx, productSlug, user)),
        });
        return saved(tx, productSlug, row);
      });
    },

    /**
     * The shopper's edit of their review. A verified buyer's edit stays shown; anyone else's goes
     * back to staff, even if it was shown, and so does an edit of a review staff rejected.
     */
    async update(productSlug: string, user: SessionUser, review: NewReview): Promise<SavedReview> {
      return db.transaction(async (tx) => {
        const reviews = createReviewRepository(tx);
        if (!(await reviews.lockProduct(productSlug))) throw productNotFound();
        const current = await reviews.findByUser(productSlug, user.id);
        if (!current) throw notFound('You have not reviewed this product yet.');
        const judgement = await judged(tx, productSlug, user);
        const row = await reviews.update(current.id, {
          rating: review.rating,
          text: review.text,
          name: user.name,
          email: user.email,
          verifiedPurchase: judgement.verifiedPurchase,
          status: current.status === 'rejected' ? 'pending' : judgement.status,
          updatedAt: nextUpdatedAt(current.updatedAt),
        });
        return saved(tx, productSlug, row);
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
