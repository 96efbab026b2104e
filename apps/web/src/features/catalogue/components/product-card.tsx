import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { ProductSummary } from '@terracraft/shared/catalogue';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { DiscountBadge } from './discount-badge';
import { PriceTag } from './price-tag';
import { RatingStars } from '../../../components/rating-stars';
import { StockLabel } from './stock-label';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the picture and name lead; the product page by default. */
  href?: string;
  /** Controls under the details (add to cart). */
  actions?: ReactNode;
  /** A control on the picture's corner (the wishlist heart). */
  cornerAction?: ReactNode;
  showDescription?: boolean;
  showStock?: boolean;
  /** CSS `sizes` of the picture in this grid. */
  sizes?: string;
  /** True for cards above the fold. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A product in a grid or scroller: picture with discount badge, category, name, rating, prices,
 * stock and a slot for the cart and wishlist controls (which belong to other features and are
 * passed in by the page).
 */
export function ProductCard({
  product,
  href = paths.product(product.id),
  actions,
  cornerAction,
  showDescription = false,
  showStock = true,
  sizes = '(min-width: 1280px) 20vw, (min-width: 768px) 33vw, 50vw',
  priority,
  className,
  style,
}: ProductCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      style={style}
      className={cn(
        'group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100 transition-shadow hover:shadow-lg',
        className,
      )}
    >
      <div className="relative shrink-0 overflow-hidden bg-clay-100">
        {/* The name below is the keyboard's way in; the picture is the pointer's. */}
        <Link to={href} tabIndex={-1} className="block">
          <SmartImage
            src={product.image}
            kind="product"
            sizes={sizes}
            alt={product.imageAlt || product.name}
            width={600}
            height={600}
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </Link>
        <DiscountBadge percent={product.discountPercent} className="absolute left-3 top-3" />
        {cornerAction ? <div className="absolute right-3 top-3">{cornerAction}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-clay-600">
          {product.categoryName}
        </p>
        <h3 id={titleId} className="font-sans text-base font-semibold leading-snug text-clay-900">
          <Link to={href} className="line-clamp-2 hover:text-terracotta">
            {product.name}
          </Link>
        </h3>
        <RatingStars rating={product.rating} count={product.reviewCount} />
        {showDescription ? (
          <p className="line-clamp-2 text-sm text-clay-700">{product.description}</p>
        ) : null}
        <PriceTag price={product.price} mrp={product.mrp} className="mt-1" />
        {showStock ? <StockLabel inStock={product.inStock} /> : null}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}

/** The grey shape of a card while its product loads. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('overflow-hidden rounded-2xl bg-white ring-1 ring-clay-100', className)}
    >
      <div className="aspect-square w-full animate-pulse bg-clay-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-clay-100" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-clay-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-clay-100" />
        <div className="h-4 w-2/5 animate-pulse rounded bg-clay-100" />
      </div>
    </div>
  );
}
