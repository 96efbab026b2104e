import { ShoppingCart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { notify, type ToastPlace } from '../../../lib/notify';
import { addToCart } from '../add-to-cart';

interface AddToCartButtonProps {
  /** Prices in paise; `stock` caps the quantity in the cart. */
  product: { id: string; name: string; price: number; image?: string; stock: number };
  quantity?: number;
  /** Our Products: a product already in the cart is refused with a notice. */
  refuseIfInCart?: boolean;
  /** Where the notice is raised: how long it stays and how many show at once. */
  toastPlace: ToastPlace;
  variant?: 'solid' | 'outline';
  className?: string;
}

/**
 * Adds a product to the cart and says so. An out-of-stock product gets a disabled control saying
 * Out of Stock.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  refuseIfInCart,
  toastPlace,
  variant = 'solid',
  className,
}: AddToCartButtonProps) {
  const inStock = product.stock > 0;
  const label = inStock ? 'Add to Cart' : 'Out of Stock';
  const onClick = () => {
    const notice = addToCart(
      {
        id: product.id,
        name: product.name,
        price: product.price,
        image: product.image,
        maxQuantity: product.stock,
      },
      { quantity, refuseIfInCart },
    );
    notify(toastPlace, notice.type, notice.message);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!inStock}
      // The visible text, then whose: a list of cards does not read as identical buttons.
      aria-label={`${label}: ${product.name}`}
      className={cn(variant === 'solid' ? 'btn-primary' : 'btn-outline', className)}
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
