import type { ProductDetail } from '@terracraft/shared/catalogue';
import { TOAST_LIMIT, TOAST_MS } from '../../config/constants';
import { ProductDetailView } from '../../features/catalogue';
import { BuyNowButton } from './buy-now-button';
import { CartButton, Heart, type PlaceRules } from './product-actions';

/** Spec §9: the detail view's notices stay 3 s, at most three at once. */
const DETAIL: PlaceRules = { toast: { autoClose: TOAST_MS.detail, limit: TOAST_LIMIT } };

/** The detail view with its actions: Buy Now, Add to Cart (with the quantity) and the heart. */
export function ProductPurchase({
  product,
  headingLevel,
  compact,
  footer,
}: {
  product: ProductDetail;
  headingLevel?: 1 | 2;
  compact?: boolean;
  footer?: React.ReactNode;
}) {
  return (
    <ProductDetailView
      // A new product starts again at quantity 1.
      key={product.id}
      product={product}
      headingLevel={headingLevel}
      compact={compact}
      footer={footer}
      renderActions={(quantity) => (
        <>
          <BuyNowButton product={product} quantity={quantity} toastPlace={DETAIL.toast} />
          <CartButton product={product} rules={DETAIL} quantity={quantity} />
          <Heart product={product} rules={DETAIL} className="shadow-none ring-1 ring-clay-200" />
        </>
      )}
    />
  );
}
