import type { Review } from '@terracraft/shared/catalogue';
import { formatShortDate } from '@terracraft/shared/dates';
import { Spinner } from '../../../components/spinner';
import { useReviews } from '../api/use-reviews';
import { QueryError } from '../../../components/query-error';
import { RatingStars } from '../../../components/rating-stars';
import { ReviewForm } from './review-form';

/** The Reviews tab: the product's rating, its reviews (newest first) and the form. */
export function ProductReviews({ slug, productName }: { slug: string; productName: string }) {
  const reviews = useReviews(slug);
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <section aria-labelledby={`reviews-${slug}`}>
        <h2 id={`reviews-${slug}`} className="text-xl font-semibold text-clay-900">
          Reviews of {productName}
        </h2>
        {reviews.isPending ? (
          <Spinner label="Loading reviews" className="mt-4" />
        ) : reviews.isError ? (
          <QueryError
            error={reviews.error}
            onRetry={() => void reviews.refetch()}
            what="the reviews"
            className="mt-4"
          />
        ) : (
          <>
            <p
              className="mt-2 flex items-center gap-2 text-sm text-clay-700"
              data-testid="review-summary"
            >
              <RatingStars rating={reviews.data.rating} />
              {reviews.data.reviewCount > 0
                ? `${reviews.data.rating.toFixed(1)} out of 5 · ${reviews.data.reviewCount} ${
                    reviews.data.reviewCount === 1 ? 'review' : 'reviews'
                  }`
                : 'No reviews yet. Be the first to review this product.'}
            </p>
            <ul aria-label="Reviews" className="mt-6 space-y-5">
              {reviews.data.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          </>
        )}
      </section>
      <ReviewForm slug={slug} />
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-clay-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-clay-900">{review.name}</p>
        <time dateTime={review.createdAt} className="text-xs text-clay-600">
          {formatShortDate(review.createdAt)}
        </time>
      </div>
      <RatingStars rating={review.rating} className="mt-1" />
      <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-clay-800">
        {review.text}
      </p>
    </li>
  );
}
