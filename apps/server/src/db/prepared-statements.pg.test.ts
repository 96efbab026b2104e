import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Database, DatabaseHandle, Transaction } from './client';
import { users } from './schema';

// One connection, so that every statement below runs on the connection whose prepared statements
// are read back.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 1 });
});
afterAll(() => database.close());

/** The statements prepared on the one connection, and how often each ran. */
async function prepared() {
  const result = await database.db.execute(
    sql`SELECT statement, (generic_plans + custom_plans)::int AS runs
        FROM pg_prepared_statements ORDER BY statement`,
  );
  return (result as unknown as { rows: { statement: string; runs: number }[] }).rows;
}

describe('statements on PostgreSQL', () => {
  it('are prepared once per connection and run again by name, through rollbacks', async () => {
    const byEmail = (email: string, db: Database | Transaction = database.db) =>
      db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await byEmail('nobody@example.in')).toEqual([]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
        expect(await byEmail('asha@example.in', tx)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await byEmail('asha@example.in')).toEqual([]);

    const statements = await prepared();
    const select = statements.find((row) => row.statement.includes('where "users"."email" = $1'));
    const insert = statements.find((row) => row.statement.startsWith('insert into "users"'));
    // The select ran three times (once in the rolled-back transaction) and was parsed once.
    expect(select?.runs).toBe(3);
    expect(insert?.runs).toBe(1);
    // Without parameters (BEGIN, ROLLBACK, this read) a statement is not prepared.
    expect(statements.some((row) => /^(begin|rollback|commit)/i.test(row.statement))).toBe(false);
  });

  it('run searches unnamed, planned for the words of each', async () => {
    const matching = (pattern: string) =>
      database.db.select({ id: users.id }).from(users).where(like(users.email, pattern));
    for (const pattern of ['a%', 'b%', 'c%', 'd%', 'e%', 'f%', 'g%']) await matching(pattern);
    expect((await prepared()).some((row) => / like /i.test(row.statement))).toBe(false);
  });

  it('stop being prepared past 500 texts, and still run', async () => {
    for (let n = 0; n < 520; n++) {
      const result = await database.db.execute(
        sql`SELECT ${n}::int AS n, ${sql.raw(String(n))} AS text_of_its_own`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(n);
    }
    const statements = await prepared();
    // The texts seen first took the 500 names; the last ones ran unnamed.
    expect(statements.length).toBeGreaterThan(490);
    expect(statements.length).toBeLessThanOrEqual(500);
    expect(statements.some((row) => row.statement.includes(', 519 AS text_of_its_own'))).toBe(
      false,
    );
  });
});
