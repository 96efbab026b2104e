import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { OrderStage, PaymentMethod } from '@terracraft/shared/orders';
import type { Database } from '../../db/client';
import { orders, products, users } from '../../db/schema';

/** An order's day on India's calendar, as YYYY-MM-DD. */
const indiaDay = sql<string>`to_char(${orders.placedAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** A product is low on stock at or below its own threshold (set in the console). */
const isLowOnStock = lte(products.stock, products.lowStockThreshold);

interface DaySales {
  day: string;
  method: PaymentMethod;
  orders: number;
  revenue: number;
}

/** The dashboard's reads. Each is served by an index (see the comments), at 100k orders too. */
export function createDashboardRepository(db: Database) {
  return {
    /** How many staff accounts (owners included) sign in with two-factor: users_role_idx. */
    async staffWithTwoFactor(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(isNotNull(users.role), eq(users.twoFactorEnabled, true)));
      return row?.n ?? 0;
    },

    /**
     * The sales of orders placed since `since` in one of `statuses`, by India day and payment
     * method: a range scan per status of orders_status_placed_idx.
     */
    async salesByDay(since: Date, statuses: readonly OrderStage[]): Promise<DaySales[]> {
      const rows = await db
        .select({
          day: indiaDay,
          method: orders.paymentMethod,
          orders: count(),
          revenue: sql<string>`coalesce(sum(${orders.total}), 0)`,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...statuses]), gte(orders.placedAt, since)))
        .groupBy(indiaDay, orders.paymentMethod);
      return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
    },

    /** How many orders are in each of `statuses`: an index-only count on orders_status_placed_idx. */
    async countByStatus(
      statuses: readonly OrderStage[],
    ): Promise<{ status: OrderStage; count: number }[]> {
      return db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(inArray(orders.status, [...statuses]))
        .groupBy(orders.status);
    },

    /** How many products are low on stock, and the lowest `limit` (products_stock_idx). */
    async lowStock(limit: number) {
      const [total] = await db.select({ count: count() }).from(products).where(isLowOnStock);
      const items = await db
        .select({
          slug: products.slug,
          name: products.name,
          stock: products.stock,
          threshold: products.lowStockThreshold,
        })
        .from(products)
        .where(isLowOnStock)
        .orderBy(asc(products.stock), asc(products.name))
        .limit(limit);
      return { count: total?.count ?? 0, items };
    },
  };
}
