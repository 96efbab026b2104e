import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export function createCouponRepository(db: Database | Transaction) {
  return {
    async find(code: string, { forUpdate = false } = {}): Promise<CouponRow | undefined> {
      const query = db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async usesBy(code: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ uses: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)));
      return row?.uses ?? 0;
    },
    async recordUse(use: { code: string; userId: string; orderId: string; discount: number }) {
      await db.insert(couponRedemptions).values({
        couponCode: use.code,
        userId: use.userId,
        orderId: use.orderId,
        discount: use.discount,
      });
      await db
        .update(coupons)
        .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
        .where(eq(coupons.code, use.code));
    },
    /** Gives a cancelled order's use back. */
    async releaseUse(orderId: string) {
      const [removed] = await db
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.orderId, orderId))
        .returning({ code: couponRedemptions.couponCode });
      if (!removed) return;
      await db
        .update(coupons)
        .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
        .where(eq(coupons.code, removed.code));
    },
  };
}
