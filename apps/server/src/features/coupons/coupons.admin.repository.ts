import { and, countDistinct, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { containing, instantKey, olderThan, type InstantCursor } from '../../lib/keyset';

export type CouponRow = typeof coupons.$inferSelect;
type CouponRules = Omit<CouponRow, 'code' | 'timesUsed' | 'createdAt' | 'updatedAt'>;

const shoppers = sql<number>`(SELECT count(DISTINCT ${couponRedemptions.userId})::int FROM ${couponRedemptions} WHERE ${couponRedemptions.couponCode} = "coupons"."code")`;

/** The console's reads and writes of coupons; the shop's own use is in coupons.repository.ts. */
export function createCouponAdminRepository(db: Database | Transaction) {
  return {
    /** Newest first, with the number of different shoppers who used each. */
    list(filter: { q?: string; active?: boolean; after?: InstantCursor }, limit: number) {
      return db
        .select({ coupon: coupons, shoppers, cursorAt: instantKey(coupons.createdAt) })
        .from(coupons)
        .where(
          and(
            filter.q ? ilike(coupons.code, containing(filter.q)) : undefined,
            filter.active === undefined ? undefined : eq(coupons.active, filter.active),
            filter.after ? olderThan(coupons.createdAt, coupons.code, filter.after) : undefined,
          ),
        )
        .orderBy(desc(coupons.createdAt), desc(coupons.code))
        .limit(limit);
    },

    async find(code: string, { forUpdate = false } = {}) {
      const query = db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async shoppersOf(code: string): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(couponRedemptions.userId) })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponCode, code));
      return row?.n ?? 0;
    },

    /** Undefined when a coupon has this code already. */
    async insert(row: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [inserted] = await db.insert(coupons).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async update(code: string, changes: Partial<CouponRules> & { updatedAt: Date }) {
      const [row] = await db.update(coupons).set(changes).where(eq(coupons.code, code)).returning();
      return row!;
    },
  };
}
