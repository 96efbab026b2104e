import type { ReactNode } from 'react';
import type { ProductSummary } from '@terracraft/shared/catalogue';
import { cn } from '../../../lib/cn';
import { ProductCardSkeleton } from './product-card';
import { QueryError } from '../../../components/query-error';

const COLUMNS = {
  /** 2 / 3 / 5 by screen size (shop list, collections, home): two side by side even on phones. */
  five: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-5',
  /** 2 / 3 / 4 (search, listing pages). */
  four: 'grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

/**
 * A grid of products with its loading skeletons, error and empty states. Each card is rendered by
 * the page, which adds the cart and wishlist controls.
 */
export function ProductGrid({
  products,
  isPending,
  error,
  onRetry,
  columns = 'five',
  skeletons = 10,
  empty,
  label,
  heading,
  children,
}: {
  products: readonly ProductSummary[] | undefined;
  isPending: boolean;
  error?: unknown;
  onRetry?: () => void;
  columns?: keyof typeof COLUMNS;
  skeletons?: number;
  /** Shown when the answer holds no products. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /**
   * A heading for the list, read by screen readers only, on pages where the cards' own headings
   * would otherwise follow the page's h1 straight away.
   */
  heading?: string;
  children: (product: ProductSummary, index: number) => ReactNode;
}) {
  if (isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <div className={cn('grid gap-3 sm:gap-5', COLUMNS[columns])}>
          {Array.from({ length: skeletons }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (error && !products) return <QueryError error={error} onRetry={onRetry} what="the products" />;
  if (!products || products.length === 0) return <>{empty}</>;
  const list = (
    <ul aria-label={label} className={cn('grid gap-3 sm:gap-5', COLUMNS[columns])}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          {children(product, index)}
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      {list}
    </>
  );
}
