import { Star } from 'lucide-react';
import { cn } from '../lib/cn';

/** Five stars filled to the rating, with the review count beside them. */
export function RatingStars({
  rating,
  count,
  className,
  size = 'sm',
}: {
  rating: number;
  count?: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const starClass = size === 'sm' ? 'size-4' : 'size-5';
  const stars = (filled: boolean) =>
    Array.from({ length: 5 }, (_, index) => (
      <Star
        key={index}
        className={cn(
          starClass,
          'shrink-0',
          filled ? 'fill-amber-500 text-amber-500' : 'text-clay-300',
        )}
        aria-hidden="true"
      />
    ));
  const label = rating > 0 ? `Rated ${rating.toFixed(1)} out of 5` : 'Not rated yet';
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="relative inline-flex">
        <span className="inline-flex">{stars(false)}</span>
        <span
          className="absolute inset-y-0 left-0 inline-flex overflow-hidden"
          style={{ width: `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%` }}
        >
          {stars(true)}
        </span>
      </span>
      {count === undefined ? null : (
        <span className="text-xs text-clay-600">
          ({count}
          <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
        </span>
      )}
    </span>
  );
}
