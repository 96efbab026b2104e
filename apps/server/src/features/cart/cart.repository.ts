import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { savedCartItems, users } from '../../db/schema';

export function createCartRepository(db: Database | Transaction) {
  return {
    /** Serialises changes to one shopper's cart (two tabs merging at once, for example). */
    async lockShopper(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async lines(userId: string): Promise<{ id: string; quantity: number }[]> {
      return db
        .select({ id: savedCartItems.productSlug, quantity: savedCartItems.quantity })
        .from(savedCartItems)
        .where(eq(savedCartItems.userId, userId))
        .orderBy(asc(savedCartItems.position));
    },
    async replace(userId: string, lines: { id: string; quantity: number }[]) {
      await db.delete(savedCartItems).where(eq(savedCartItems.userId, userId));
      if (lines.length === 0) return;
      await db.insert(savedCartItems).values(
        lines.map((line, position) => ({
          userId,
          productSlug: line.id,
          quantity: line.quantity,
          position,
        })),
      );
    },
  };
}
