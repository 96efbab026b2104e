import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

/** The search synonym groups (a few hundred rows at most: read whole). */
export function createSynonymRepository(db: Database | Transaction) {
  return {
    list(): Promise<SynonymRow[]> {
      return db
        .select()
        .from(searchSynonyms)
        .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
    },

    /**
     * Keeps other writers of synonyms waiting until this transaction ends, so that two staff
     * cannot put one term into two groups at once. Readers are not held up.
     */
    async lock(): Promise<void> {
      await db.execute(sql`LOCK TABLE ${searchSynonyms} IN SHARE ROW EXCLUSIVE MODE`);
    },

    async find(id: string): Promise<SynonymRow | undefined> {
      const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
      return row;
    },

    async insert(terms: string[]): Promise<SynonymRow> {
      const [row] = await db.insert(searchSynonyms).values({ terms }).returning();
      return row!;
    },

    async update(id: string, terms: string[], updatedAt: Date): Promise<SynonymRow | undefined> {
      const [row] = await db
        .update(searchSynonyms)
        .set({ terms, updatedAt })
        .where(eq(searchSynonyms.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<SynonymRow | undefined> {
      const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
      return row;
    },
  };
}
