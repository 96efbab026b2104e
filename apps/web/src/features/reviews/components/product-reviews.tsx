import { BadgeCheck } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { OwnReview, Review, ReviewStatus } from '@terracraft/shared/reviews';
import { formatShortDate } from '@terracraft/shared/dates';
import { Spinner } from '../../../components/spinner';
import { useMyReview, useReviews } from '../api/use-reviews';
import { QueryError } from '../../../components/query-error';
import { RatingStars } from '../../../components/rating-stars';

/** The form (and its validation) loads only for a shopper who can write a review. */
const ReviewForm = lazy(() =>
  import('./review-form').then(({ ReviewForm }) => ({ default: ReviewForm })),
);

/**
 * The Reviews tab: the product's rating, its shown reviews (newest first), and for a signed-in
 * shopper the form or their own review (with its state, to edit); a visitor gets `signIn`.
 */
export function ProductReviews({
  slug,
  productName,
  reviewer,
  signIn,
}: {
  slug: string;
  productName: string;
  /** The signed-in shopper; null for a visitor. */
  reviewer: { id: string; name: string; email: string } | null;
  /** What a visitor sees instead of the form. */
  signIn: ReactNode;
}) {
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
      {reviewer ? <OwnReviewArea slug={slug} reviewer={reviewer} /> : signIn}
    </div>
  );
}

const STATUS_TEXT: Record<ReviewStatus, string> = {
  shown: 'Shown on this page',
  pending: 'Waiting for approval',
  rejected: 'Not approved',
};

/** The signed-in shopper's side: the form, or their review with its state and an Edit button. */
function OwnReviewArea({
  slug,
  reviewer,
}: {
  slug: string;
  reviewer: { id: string; name: string; email: string };
}) {
  const mine = useMyReview(slug, reviewer.id);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState<ReviewStatus | null>(null);
  if (mine.isPending) return <Spinner label="Loading your review" />;
  if (mine.isError) {
    return <QueryError error={mine.error} onRetry={() => void mine.refetch()} what="your review" />;
  }
  const own = mine.data.review;
  const onSaved = (review: OwnReview) => {
    setEditing(false);
    setJustSaved(review.status);
  };
  if (!own || editing) {
    return (
      <Suspense fallback={<Spinner label="Loading the review form" />}>
        <ReviewForm
          slug={slug}
          reviewer={reviewer}
          editing={own ?? undefined}
          onSaved={onSaved}
          onCancel={own ? () => setEditing(false) : undefined}
        />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby={`my-review-${slug}`} className="space-y-3">
      <h2 id={`my-review-${slug}`} className="text-xl font-semibold text-clay-900">
        Your review
      </h2>
      <div role="status">
        {justSaved ? (
          <p className="rounded-lg bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf-dark">
            {justSaved === 'shown'
              ? 'Thank you! Your review has been posted.'
              : 'Thank you! Your review will appear once it is approved.'}
          </p>
        ) : null}
      </div>
      <div className="rounded-xl bg-white p-4 ring-1 ring-clay-100">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-clay-900">{own.name}</p>
          <p className="text-sm text-clay-700" data-testid="my-review-status">
            {STATUS_TEXT[own.status]}
          </p>
        </div>
        {own.verifiedPurchase ? <VerifiedBadge /> : null}
        <RatingStars rating={own.rating} className="mt-1" />
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-clay-800">{own.text}</p>
      </div>
      <button
        type="button"
        className="btn-outline"
        onClick={() => {
          setJustSaved(null);
          setEditing(true);
        }}
      >
        Edit your review
      </button>
    </section>
  );
}

function VerifiedBadge() {
  return (
    <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-leaf-dark">
      <BadgeCheck className="size-4" aria-hidden="true" />
      Verified purchase
    </p>
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
      {review.verifiedPurchase ? <VerifiedBadge /> : null}
      <RatingStars rating={review.rating} className="mt-1" />
      <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-clay-800">
        {review.text}
      </p>
    </li>
  );
}
