import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { customerAddresses, users } from '../../db/schema';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export function createAddressRepository(db: Database | Transaction) {
  const own = (userId: string, id: string) =>
    and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));

  return {
    /** Serialises changes to one shopper's address book (the count, the one default). */
    async lockShopper(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    /** The default first, then newest first. */
    list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(
          desc(customerAddresses.isDefault),
          desc(customerAddresses.createdAt),
          desc(customerAddresses.id),
        );
    },
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId));
      return row?.n ?? 0;
    },
    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(customerAddresses).where(own(userId, id));
      return row;
    },
    async insert(userId: string, values: AddressValues): Promise<AddressRow> {
      const [row] = await db
        .insert(customerAddresses)
        .values({ ...values, userId })
        .returning();
      return row!;
    },
    async update(userId: string, id: string, values: Partial<AddressValues>) {
      const [row] = await db
        .update(customerAddresses)
        .set(values)
        .where(own(userId, id))
        .returning();
      return row;
    },
    async remove(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.delete(customerAddresses).where(own(userId, id)).returning();
      return row;
    },
    async clearDefault(userId: string) {
      await db
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
    },
    async removeAll(userId: string): Promise<number> {
      const rows = await db
        .delete(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .returning({ id: customerAddresses.id });
      return rows.length;
    },
  };
}
