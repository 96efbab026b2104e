import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { settings, users } from '../../db/schema';

export interface StoredSetting {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: { id: string; email: string } | null;
}

export function createSettingsRepository(db: Database | Transaction) {
  return {
    /** The stored keys among `keys`, with who saved each last. */
    async findMany(keys: readonly string[]): Promise<StoredSetting[]> {
      const rows = await db
        .select({
          key: settings.key,
          value: settings.value,
          updatedAt: settings.updatedAt,
          updatedById: users.id,
          updatedByEmail: users.email,
        })
        .from(settings)
        .leftJoin(users, eq(users.id, settings.updatedBy))
        .where(inArray(settings.key, [...keys]));
      return rows.map(({ updatedById, updatedByEmail, ...row }) => ({
        ...row,
        updatedBy:
          updatedById !== null && updatedByEmail !== null
            ? { id: updatedById, email: updatedByEmail }
            : null,
      }));
    },

    /** The key's row, locked until the transaction ends; undefined when it was never saved. */
    async lock(key: string) {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).for('update');
      return row;
    },

    async update(key: string, value: unknown, at: Date, by: string | null) {
      await db
        .update(settings)
        .set({ value, updatedAt: at, updatedBy: by })
        .where(eq(settings.key, key));
    },

    /** Stores the key unless it is there already; true when this call stored it. */
    async insertIfAbsent(key: string, value: unknown, at: Date, by: string | null) {
      const inserted = await db
        .insert(settings)
        .values({ key, value, updatedAt: at, updatedBy: by })
        .onConflictDoNothing({ target: settings.key })
        .returning({ key: settings.key });
      return inserted.length > 0;
    },

    async remove(key: string) {
      await db.delete(settings).where(eq(settings.key, key));
    },
  };
}
