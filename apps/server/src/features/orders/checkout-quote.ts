import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import type { CheckoutQuote } from '@terracraft/shared/orders';
import { orderTotals } from '@terracraft/shared/policy';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CouponService } from '../coupons';
import type { DeliveryService } from '../delivery';
import { priceCart } from '../pricing';

/** Checkout's order summary: the cart priced now, before anything is written. */
export function createCheckoutQuote({
  db,
  coupons,
  delivery,
}: {
  db: Database;
  coupons: CouponService;
  delivery: DeliveryService;
}) {
  /** The order summary of checkout, at current prices, with the cart's coupon if it applies. */
  return async function quote(
    userId: string,
    input: {
      items: { id: string; quantity: number }[];
      couponCode?: string;
      paymentMethod?: 'online' | 'cod';
    },
  ): Promise<CheckoutQuote> {
    const priced = await priceCart(db, input.items);
    let discount = 0;
    let coupon: CheckoutQuote['coupon'] = null;
    let couponError: string | null = null;
    if (input.couponCode) {
      try {
        const applied = await coupons.quote({
          code: input.couponCode,
          subtotal: priced.subtotal,
          userId,
        });
        discount = applied.discount;
        coupon = { code: applied.code, description: applied.description };
      } catch (error) {
        if (!(error instanceof AppError && error.code === COUPON_ERROR_CODE)) throw error;
        couponError = error.message;
      }
    }
    const codFee = input.paymentMethod === 'cod' ? (await delivery.rules()).settings.codFee : 0;
    const totals = orderTotals(priced.subtotal, discount, codFee);
    return {
      lines: priced.lines.map((line) => ({
        id: line.id,
        name: line.name,
        image: line.image ?? null,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: line.lineTotal,
        available: line.stock,
      })),
      ...totals,
      coupon,
      couponError,
    };
  };
}
