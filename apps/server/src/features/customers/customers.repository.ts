import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { containing, instantKey, olderThan, type InstantCursor } from '../../lib/keyset';

/** Orders that brought money in: not cancelled, not waiting for an online payment. */
const SPENDING = sql`${orders.status} NOT IN ('cancelled', 'payment_pending')`;

const summary = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  twoFactorEnabled: users.twoFactorEnabled,
  cursorAt: instantKey(users.createdAt),
  // Per account, through orders_user_placed_idx: a page costs one small lookup per row.
  orderCount: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.userId} = "users"."id")`,
  totalSpent: sql<number>`(SELECT coalesce(sum(${orders.total}), 0)::int FROM ${orders} WHERE ${orders.userId} = "users"."id" AND ${SPENDING})`,
};

export function createCustomerRepository(db: Database) {
  return {
    /** Newest accounts first; the search matches part of the name or the email (trigram indexes). */
    list(filter: { q?: string; after?: InstantCursor }, limit: number) {
      return db
        .select(summary)
        .from(users)
        .where(
          and(
            filter.q
              ? or(
                  ilike(users.name, containing(filter.q)),
                  ilike(users.email, containing(filter.q)),
                )
              : undefined,
            filter.after ? olderThan(users.createdAt, users.id, filter.after) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    async find(id: string) {
      const [row] = await db.select(summary).from(users).where(eq(users.id, id));
      return row;
    },

    /** Their orders, newest first. */
    orders(userId: string, limit: number) {
      return db
        .select({
          number: orders.number,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          total: orders.total,
          placedAt: orders.placedAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.placedAt))
        .limit(limit);
    },
  };
}
