import { ShoppingBag } from 'lucide-react';
import { useLocation, useNavigate } from '../../lib/router';
import type { ProductSummary } from '@terracraft/shared/catalogue';
import { paths } from '../../config/paths';
import { PREVIOUS_PAGE_KEY, REDIRECT_AFTER_LOGIN_KEY, useAuth } from '../../features/auth';
import { addToCart } from '../../features/cart';
import { notify, type ToastPlace } from '../../lib/notify';

/**
 * Buy Now (spec §4): the product goes into the cart, then to checkout. A visitor is asked to sign
 * in first: the checkout is remembered as the place to go after signing in.
 */
export function BuyNowButton({
  product,
  quantity,
  toastPlace,
}: {
  product: Pick<ProductSummary, 'id' | 'name' | 'price' | 'image' | 'stock' | 'inStock'>;
  quantity: number;
  toastPlace: ToastPlace;
}) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      disabled={!product.inStock}
      className="btn-primary"
      onClick={() => {
        addToCart(
          {
            id: product.id,
            name: product.name,
            price: product.price,
            image: product.image,
            maxQuantity: product.stock,
          },
          { quantity },
        );
        if (isAuthenticated) {
          void navigate(paths.checkout);
          return;
        }
        notify(toastPlace, 'warning', 'Please sign in to continue with purchase');
        sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, paths.checkout);
        sessionStorage.setItem(PREVIOUS_PAGE_KEY, location.pathname + location.search);
        void navigate(paths.signup);
      }}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
      Buy Now
    </button>
  );
}
