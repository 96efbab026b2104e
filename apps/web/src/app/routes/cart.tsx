import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { cartLines, useCartStore } from '../../features/cart';
// Deep imports keep these page-only parts out of the shell's chunk, which loads the cart barrel.
import { CartView } from '../../features/cart/components/cart-view';
import { CheckoutSteps } from '../../features/cart/components/checkout-steps';
import { CouponBox, useCoupon } from '../../features/coupons';
import { DeliveryCheck } from '../../features/delivery';

// The cart keeps the coupon's code (it is saved with the cart and sent with the order).
const keepCoupon = (code: string) => useCartStore.getState().applyCoupon(code);
const dropCoupon = () => useCartStore.getState().removeCoupon();

export default function CartPage() {
  const items = useCartStore((state) => state.items);
  const coupon = useCoupon({
    code: useCartStore((state) => state.couponCode),
    lines: cartLines(items),
    keep: keepCoupon,
    drop: dropCoupon,
  });
  return (
    <>
      <PageMeta {...PAGE_TEXT.cart} />
      <section className="bg-clay-100/70 py-10">
        <h1 className="mb-6 text-center text-3xl font-semibold text-clay-800 md:text-4xl">
          Shopping Cart
        </h1>
        <CheckoutSteps current={1} />
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <CartView
          coupon={coupon}
          couponBox={<CouponBox coupon={coupon} />}
          renderDelivery={(total) => <DeliveryCheck total={total} />}
        />
      </div>
    </>
  );
}
