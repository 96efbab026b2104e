import type { Transaction } from '../../db/client';
import type { Inventory, StockIn } from '../inventory';
import type { CouponService } from '../coupons';
import { createOrderRepository, type OrderRow } from './orders.repository';

/** What an order took when it was placed, and gives back when it is cancelled or withdrawn. */
export function createOrderGoods({
  inventory,
  coupons,
}: {
  inventory: Inventory;
  coupons: CouponService;
}) {
  return {
    /** Puts an order's goods back: stock, coupon use and the units counted as sold. */
    async giveBack(tx: Transaction, order: OrderRow, reason: StockIn['reason']) {
      const items = await createOrderRepository(tx).itemsOf([order.id]);
      const lines = items.flatMap((item) =>
        item.productSlug ? [{ slug: item.productSlug, quantity: item.quantity }] : [],
      );
      // The coupon's row before the products' rows: placement locks them in the same order, so
      // a cancellation and a placement of the same coupon and product cannot deadlock.
      if (order.couponCode) await coupons.release(tx, order.id);
      await inventory.putBack(tx, lines, { reason, orderId: order.id, salesDay: order.salesDay });
    },
  };
}

export type OrderGoods = ReturnType<typeof createOrderGoods>;
