import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageHeader } from '../../components/page-header';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { addToCart } from '../../features/cart';
import { useWishlistStore } from '../../features/wishlist';
import { WishlistEmpty } from '../../features/wishlist/components/wishlist-empty';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid';
import { useWishlistRefresh } from '../../features/wishlist/use-wishlist-refresh';
import { notify, type ToastPlace } from '../../lib/notify';

const WISHLIST: ToastPlace = { autoClose: TOAST_MS.wishlist };

export default function WishlistPage() {
  const items = useWishlistStore((state) => state.items);
  useWishlistRefresh();
  return (
    <>
      <PageMeta {...PAGE_TEXT.wishlist} />
      <PageHeader title="My Wishlist" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {items.length === 0 ? (
          <WishlistEmpty />
        ) : (
          <WishlistGrid
            items={items}
            onAddToCart={(item) => {
              const notice = addToCart({
                id: item.id,
                name: item.name,
                price: item.price,
                image: item.image,
                maxQuantity: item.stock,
              });
              notify(WISHLIST, notice.type, notice.message);
            }}
            onRemove={(item) => {
              useWishlistStore.getState().remove(item.id);
              notify(WISHLIST, 'info', `${item.name} removed from wishlist!`);
            }}
          />
        )}
      </div>
    </>
  );
}
