import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createPostgresChangeFeed } from '../../lib/change-feed';
import { createTestDatabase } from '../../test/test-app';
import { createSessionCache } from './session-cache';

const silent = { info: () => {}, warn: () => {} };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('sessions kept by several instances', () => {
  it('are dropped on every instance within milliseconds of one dropping them', async () => {
    const here = await createPostgresChangeFeed({ url: database.url!, log: silent });
    const there = await createPostgresChangeFeed({ url: database.url!, log: silent });
    try {
      const cacheHere = createSessionCache<string>({ log: silent, changes: here });
      const cacheThere = createSessionCache<string>({ log: silent, changes: there });
      const session = async () => ({ value: 'asha', keepUntil: Infinity });
      await cacheHere.read('cookie', session);
      await cacheThere.read('cookie', session);
      expect([cacheHere.size(), cacheThere.size()]).toEqual([1, 1]);

      const signedOutAt = performance.now();
      cacheHere.drop();
      // Here at once, before the request that signed out is answered.
      expect(cacheHere.size()).toBe(0);
      while (cacheThere.size() > 0 && performance.now() - signedOutAt < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      expect(cacheThere.size()).toBe(0);
      expect(performance.now() - signedOutAt).toBeLessThan(500);
    } finally {
      await here.close();
      await there.close();
    }
  });
});
