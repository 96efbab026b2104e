import type { CreatedReview, NewReview, Review } from '@terracraft/shared/catalogue';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { roundRating } from '../catalogue/catalogue.service';
import {
  createReviewRepository,
  refreshProductRatings,
  type ReviewRow,
} from './reviews.repository';

const productNotFound = () => notFound('That product does not exist.');

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createReviewService(db: Database) {
  return {
    async list(productSlug: string) {
      const reviews = createReviewRepository(db);
      const product = await reviews.productRating(productSlug);
      if (!product) throw productNotFound();
      const rows = await reviews.listNewest(productSlug);
      return {
        items: rows.map(toReview),
        rating: roundRating(product.rating),
        reviewCount: product.reviewCount,
      };
    },

    /** Stores a review and recounts the product's rating in the same transaction. */
    async submit(productSlug: string, review: NewReview): Promise<CreatedReview> {
      return db.transaction(async (tx) => {
        const reviews = createReviewRepository(tx);
        if (!(await reviews.lockProduct(productSlug))) throw productNotFound();
        const row = await reviews.insert({
          productSlug,
          rating: review.rating,
          text: review.text,
          name: review.name,
          email: review.email,
        });
        await refreshProductRatings(tx, productSlug);
        const product = (await reviews.productRating(productSlug))!;
        return {
          ...toReview(row),
          productRating: roundRating(product.rating),
          productReviewCount: product.reviewCount,
        };
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
