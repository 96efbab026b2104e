import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { seedHistory } from '../schema';
import { blogSeed } from './blog';
import { catalogueSeed } from './catalogue';
import { couponSeed } from './coupons';

export interface Seed {
  /** A unique, versioned name: a seed runs once per database, so changing data needs a new name. */
  name: string;
  run(db: Database): Promise<void>;
}

/** Seeds in the order they run. Each runs once, in its own transaction with its history row. */
export const seeds: Seed[] = [blogSeed, couponSeed, catalogueSeed];

export async function seedDatabase(db: Database, selected: Seed[] = seeds): Promise<string[]> {
  const done = await db
    .select({ name: seedHistory.name })
    .from(seedHistory)
    .where(
      inArray(
        seedHistory.name,
        selected.map((seed) => seed.name),
      ),
    );
  const doneNames = new Set(done.map((row) => row.name));
  const applied: string[] = [];
  for (const seed of selected) {
    if (doneNames.has(seed.name)) continue;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedHistory)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning();
      // Another server applied it between our check and now.
      if (inserted.length === 0) return;
      await seed.run(tx as unknown as Database);
      applied.push(seed.name);
    });
  }
  return applied;
}
