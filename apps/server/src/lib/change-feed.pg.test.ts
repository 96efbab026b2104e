import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { CHANGE_CHANNEL, createPostgresChangeFeed } from './change-feed';

const silent = { info: () => {}, warn: () => {} };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('the change feed on PostgreSQL', () => {
  it('tells the other instances, and after losing its connection listens again', async () => {
    const one = await createPostgresChangeFeed({ url: database.url!, log: silent });
    const other = await createPostgresChangeFeed({
      url: database.url!,
      log: silent,
      retryDelaysMs: [100],
    });
    const heardByOne: (string | undefined)[] = [];
    const heardByOther: (string | undefined)[] = [];
    one.subscribe('settings', (key) => heardByOne.push(key));
    other.subscribe('settings', (key) => heardByOther.push(key));

    await one.publish({ topic: 'settings', key: 'business' });
    // The publisher hears its own change at once, and once.
    expect(heardByOne).toEqual(['business']);
    expect(await until(() => heardByOther.length === 1)).toBe(true);
    expect(heardByOther).toEqual(['business']);

    // The database drops the listening connections (a restart, a network cut).
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query = ${`LISTEN ${CHANGE_CHANNEL}`}`,
    );
    expect(await until(() => !other.listening())).toBe(true);
    expect(await until(() => one.listening() && other.listening())).toBe(true);
    // Back: whatever changed meanwhile went unheard, so everything is dropped once.
    expect(heardByOther).toEqual(['business', undefined]);

    await one.publish({ topic: 'settings', key: 'seller' });
    expect(await until(() => heardByOther.length === 3)).toBe(true);
    expect(heardByOther.at(-1)).toBe('seller');
    expect(heardByOne).toEqual(['business', undefined, 'seller']);

    await one.close();
    await other.close();
  });
});
