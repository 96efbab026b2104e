import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { orderTotals } from '@terracraft/shared/policy';
import { paths } from '../../../config/paths';
import { cartSubtotal, useCartStore } from '../cart-store';
import { useCartPrices } from '../use-cart-prices';
import { CartTable } from './cart-table';
import { CartTotals } from './cart-totals';

/**
 * The cart page's content: the lines at today's prices (with a word on anything that changed),
 * the totals with shipping and the way to checkout, and the coupon box.
 */
export function CartView({
  coupon,
  couponBox,
  renderDelivery,
}: {
  /** The coupon kept for this cart and what it takes off (paise), as the coupons feature has it. */
  coupon: { code: string | undefined; discount: number };
  /** Under the lines: where the shopper applies a coupon (the coupons feature's box). */
  couponBox: ReactNode;
  /** Beside the totals: the delivery check for an order of this total (paise). */
  renderDelivery?(total: number): ReactNode;
}) {
  const items = useCartStore((state) => state.items);
  const { notices, failed } = useCartPrices();

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-5 py-16 text-center">
        <p className="text-xl text-clay-800">Your cart is empty</p>
        <Link to={paths.shop} className="btn-primary">
          Continue Shopping
        </Link>
      </div>
    );
  }

  // In reading order (and so on a phone's one column): the lines, the totals with the way to
  // checkout, then the coupon box. From 1024 px the totals stand on the right, beside both.
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        <div role="status" aria-live="polite">
          {notices.length > 0 ? (
            <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          ) : null}
          {failed ? (
            <p className="rounded-lg border border-clay-200 bg-white px-4 py-3 text-sm text-clay-700">
              We could not check today&apos;s prices just now; they are checked again at checkout.
            </p>
          ) : null}
        </div>
        <CartTable items={items} />
      </div>
      <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <CartTotals
          subtotal={cartSubtotal(items)}
          discount={coupon.discount}
          couponCode={coupon.code}
        />
        {renderDelivery?.(orderTotals(cartSubtotal(items), coupon.discount).total)}
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">{couponBox}</div>
    </div>
  );
}
