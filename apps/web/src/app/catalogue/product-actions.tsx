/**
 * The catalogue's cards and detail view meet the cart, the wishlist and the account here: the
 * features stay apart and the pages compose them through these pieces.
 */
import type { ProductSummary } from '@terracraft/shared/catalogue';
import { AddToCartButton } from '../../features/cart';
import {
  ProductCard,
  type ProductCardProps,
} from '../../features/catalogue/components/product-card';
import { WishlistButton, type WishlistHeartMode } from '../../features/wishlist';
import type { ToastPlace } from '../../lib/notify';

type Product = Pick<
  ProductSummary,
  'id' | 'name' | 'price' | 'mrp' | 'image' | 'stock' | 'inStock'
>;

const toCartProduct = (product: Product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  image: product.image,
  stock: product.stock,
});

const toWishlistItem = (product: Product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  mrp: product.mrp,
  image: product.image,
  stock: product.stock,
});

/** How the cart and wishlist controls of a place behave (spec §4, §9). */
export interface PlaceRules {
  /** One object per place: More Products and the detail view limit their notices together. */
  toast: ToastPlace;
  /** Our Products: an item already in the cart is refused. */
  refuseIfInCart?: boolean;
  /** Our Products and More Products only add to the wishlist; elsewhere hearts toggle. */
  heartMode?: WishlistHeartMode;
}

export function CartButton({
  product,
  rules,
  variant = 'outline',
  quantity,
  className,
}: {
  product: Product;
  rules: PlaceRules;
  variant?: 'solid' | 'outline';
  quantity?: number;
  className?: string;
}) {
  return (
    <AddToCartButton
      product={toCartProduct(product)}
      quantity={quantity}
      refuseIfInCart={rules.refuseIfInCart}
      toastPlace={rules.toast}
      variant={variant}
      className={className}
    />
  );
}

export function Heart({
  product,
  rules,
  className,
}: {
  product: Product;
  rules: PlaceRules;
  className?: string;
}) {
  return (
    <WishlistButton
      item={toWishlistItem(product)}
      mode={rules.heartMode ?? 'toggle'}
      toastPlace={rules.toast}
      className={className}
    />
  );
}

/**
 * A product card with the cart button under it and the heart on the picture, always in view: a
 * shopper never has to hover to find them (decision 27).
 */
export function ShopProductCard({
  product,
  rules,
  ...card
}: Omit<ProductCardProps, 'actions' | 'cornerAction'> & {
  product: ProductSummary;
  rules: PlaceRules;
}) {
  return (
    <ProductCard
      product={product}
      cornerAction={<Heart product={product} rules={rules} />}
      actions={<CartButton product={product} rules={rules} className="w-full px-4 py-2.5" />}
      {...card}
    />
  );
}
