import { toast } from 'react-toastify';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { TOAST_MS } from '../../config/constants';
import { useCartStore } from '../../features/cart';
import { useWishlistStore } from '../../features/wishlist';
import { WishlistEmpty } from '../../features/wishlist/components/wishlist-empty';
import { WishlistGrid } from '../../features/wishlist/components/wishlist-grid';
import { useWishlistRefresh } from '../../features/wishlist/use-wishlist-refresh';

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
              useCartStore.getState().add({
                id: item.id,
                name: item.name,
                price: item.price,
                image: item.image,
                maxQuantity: item.stock,
              });
              toast.success(`${item.name} added to cart`, { autoClose: TOAST_MS.wishlist });
            }}
            onRemove={(item) => {
              useWishlistStore.getState().remove(item.id);
              toast.info(`${item.name} removed from wishlist!`, { autoClose: TOAST_MS.wishlist });
            }}
          />
        )}
      </div>
    </>
  );
}
