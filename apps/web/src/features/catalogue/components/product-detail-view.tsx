import { useState, type ReactNode } from 'react';
import type { ProductDetail } from '@terracraft/shared/catalogue';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { cn } from '../../../lib/cn';
import { DiscountBadge } from './discount-badge';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import { RatingStars } from '../../../components/rating-stars';
import { StockLabel } from './stock-label';
import { TrustBadges } from './trust-badges';

/**
 * Below 1024 px the page is one column, the price and buttons below the pictures: the row of
 * buttons, with the price, stays at the foot of the screen while the buying block is in view.
 */
const PURCHASE_BAR_ON_PHONES =
  'max-lg:sticky max-lg:bottom-0 max-lg:z-30 max-lg:-mx-4 max-lg:border-t max-lg:border-clay-100 max-lg:bg-white max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.06)]';

/**
 * A product's gallery and buying block: name, category, rating, badges, prices, quantity,
 * description and the page's actions (Buy Now, Add to Cart, wishlist), which get the quantity.
 */
export function ProductDetailView({
  product,
  renderActions,
  headingLevel = 1,
  footer,
  compact = false,
}: {
  product: ProductDetail;
  renderActions: (quantity: number) => ReactNode;
  headingLevel?: 1 | 2;
  /** Under the actions (e.g. a link to the full page). */
  footer?: ReactNode;
  /** One column, for the side panel of /products. */
  compact?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        'grid gap-8',
        // From xl the gallery gets its full size: 5rem thumbnails, 1rem gap, the 600 px view.
        !compact && 'lg:grid-cols-2 lg:gap-12 xl:grid-cols-[calc(600px+6rem)_minmax(0,1fr)]',
      )}
    >
      <div className={cn(compact && 'mx-auto w-full max-w-md')}>
        <ProductGallery
          images={product.images.length ? product.images : [product.image]}
          alt={product.imageAlt || product.name}
        />
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-medium uppercase tracking-wide text-clay-600">
          {product.categoryName}
        </p>
        <Heading className="text-3xl font-semibold text-clay-900 md:text-4xl">
          {product.name}
        </Heading>
        <RatingStars rating={product.rating} count={product.reviewCount} size="md" />
        <TrustBadges />
        <div className="flex flex-wrap items-center gap-3">
          <PriceTag price={product.price} mrp={product.mrp} size="lg" />
          <DiscountBadge percent={product.discountPercent} />
        </div>
        <StockLabel inStock={product.inStock} className="text-sm" />
        <p className="leading-relaxed text-clay-800">{product.description}</p>
        <QuantityStepper
          value={quantity}
          max={product.stock}
          onChange={setQuantity}
          disabled={!product.inStock}
          editable
          size="md"
        />
        <div
          data-testid="purchase-bar"
          data-purchase-bar
          className={cn(!compact && PURCHASE_BAR_ON_PHONES)}
        >
          {compact ? null : (
            // The price again for the bar, where the one above has scrolled away (it is read
            // out once, above).
            <div aria-hidden="true" className="mb-2 lg:hidden">
              <PriceTag price={product.price} mrp={product.mrp} />
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3 max-lg:flex-nowrap max-lg:[&>.btn-outline]:px-4 max-lg:[&>.btn-primary]:px-4">
            {renderActions(quantity)}
          </div>
        </div>
        {footer}
      </div>
    </div>
  );
}

/** The grey shape of the detail view while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="aspect-square w-full max-w-[600px] animate-pulse rounded-2xl bg-clay-100" />
      <div className="space-y-4" aria-hidden="true">
        <div className="h-4 w-1/4 animate-pulse rounded bg-clay-100" />
        <div className="h-9 w-3/4 animate-pulse rounded bg-clay-100" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-clay-100" />
        <div className="h-10 w-full animate-pulse rounded bg-clay-100" />
        <div className="h-8 w-1/3 animate-pulse rounded bg-clay-100" />
        <div className="h-20 w-full animate-pulse rounded bg-clay-100" />
      </div>
    </div>
  );
}
