import { ShoppingCart, Trash } from 'lucide-react';
import { Link } from '../../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../config/paths';
import type { WishlistItem } from '../wishlist-store';

/** Saved products, up to four to a row, each with Add to Cart and Remove. */
export function WishlistGrid({
  items,
  onAddToCart,
  onRemove,
}: {
  items: readonly WishlistItem[];
  onAddToCart(item: WishlistItem): void;
  onRemove(item: WishlistItem): void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => {
        const soldOut = item.stock === 0;
        return (
          <li
            key={item.id}
            data-testid="wishlist-item"
            className="flex flex-col overflow-hidden rounded-2xl border border-clay-100 bg-white shadow-sm"
          >
            <Link to={paths.product(item.id)} tabIndex={-1} aria-hidden="true">
              <SmartImage
                src={item.image}
                kind="product"
                sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw"
                alt=""
                width={400}
                height={400}
                className="aspect-square w-full object-cover"
              />
            </Link>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="font-sans text-base font-semibold text-clay-900">
                <Link to={paths.product(item.id)} className="line-clamp-2 hover:text-terracotta">
                  {item.name}
                </Link>
              </h2>
              <p className="flex items-baseline gap-2">
                <span className="font-semibold text-clay-900">{formatInr(item.price)}</span>
                {item.mrp !== undefined && item.mrp > item.price ? (
                  <span className="text-sm text-clay-700 line-through">
                    <span className="sr-only">was </span>
                    {formatInr(item.mrp)}
                  </span>
                ) : null}
              </p>
              {soldOut ? <p className="text-sm font-medium text-red-700">Out of Stock</p> : null}
              <div className="mt-auto flex gap-2 pt-2">
                <button
                  type="button"
                  onClick={() => onAddToCart(item)}
                  disabled={soldOut}
                  aria-label={`Add to Cart: ${item.name}`}
                  className="btn-primary flex-1 px-3"
                >
                  <ShoppingCart className="size-4" aria-hidden="true" />
                  Add to Cart
                </button>
                <button
                  type="button"
                  onClick={() => onRemove(item)}
                  aria-label={`Remove ${item.name} from wishlist`}
                  className="btn-outline px-3"
                >
                  <Trash className="size-4" aria-hidden="true" />
                  Remove
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
