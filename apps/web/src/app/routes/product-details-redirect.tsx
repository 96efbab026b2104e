import { Navigate, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';

/**
 * The old /product-details page received the product as navigation state. Cards now link to the
 * canonical /product/{slug}; this path forwards there, or home when no product came along.
 */
export default function ProductDetailsRedirectPage() {
  const state: unknown = useLocation().state;
  const product = (state as { product?: { id?: unknown; slug?: unknown } } | null)?.product;
  const slug = [product?.slug, product?.id].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return <Navigate to={slug ? paths.product(slug) : paths.home} replace />;
}
