import type { CSSProperties } from 'react';
import { cn } from '../lib/cn';

/**
 * Five stars filled to the rating, with the review count beside them. The stars are two masked
 * strips (`.rating-stars` in styles.css), not five icons twice over: a list of 30 cards held 300
 * star icons, a sixth of the page's markup and as many elements for hydration to walk.
 */
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
  const label = rating > 0 ? `Rated ${rating.toFixed(1)} out of 5` : 'Not rated yet';
  const filled = (Math.min(Math.max(rating, 0), 5) / 5) * 100;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={label}
        className="rating-stars"
        style={{ '--star': size === 'sm' ? '1rem' : '1.25rem' } as CSSProperties}
      >
        <span style={{ width: `${filled}%` }} />
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
