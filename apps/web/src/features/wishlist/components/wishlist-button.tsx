import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { notify, type ToastPlace } from '../../../lib/notify';
import { saveToWishlist, type WishlistHeartMode } from '../save-to-wishlist';
import { useIsWishlisted, type WishlistItem } from '../wishlist-store';

/**
 * The heart of a product: red and filled while the product is in the wishlist (and announced as
 * pressed). In 'add' mode it only adds; in 'toggle' mode it adds or removes.
 */
export function WishlistButton({
  item,
  mode = 'toggle',
  toastPlace,
  className,
}: {
  item: WishlistItem;
  mode?: WishlistHeartMode;
  /** Where the notice is raised: how long it stays and how many show at once. */
  toastPlace: ToastPlace;
  className?: string;
}) {
  const saved = useIsWishlisted(item.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${item.name} to wishlist`}
      title={saved ? 'In your wishlist' : 'Add to wishlist'}
      onClick={() => {
        const notice = saveToWishlist(item, mode);
        notify(toastPlace, notice.type, notice.message);
      }}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white shadow-md transition-colors hover:bg-clay-50',
        saved ? 'text-red-600' : 'text-clay-700 hover:text-red-600',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
