import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { postgresRateLimitStore } from './rate-limit-store';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Store = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
  ): void;
};

describe('rate-limit counts on PostgreSQL', () => {
  it('counts every attempt once when many arrive together, and each hears its own place', async () => {
    const Store = postgresRateLimitStore(database.db) as unknown as new (options: unknown) => Store;
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
      );
    const [busy, quiet] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => incr('busy-address'))),
      Promise.all(Array.from({ length: 3 }, () => incr('quiet-address'))),
    ]);
    expect(busy.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(quiet.map((r) => r.current).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    for (const { ttl } of [...busy, ...quiet]) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    // And one more, alone, is the next.
    expect((await incr('busy-address')).current).toBe(41);
  });
});
