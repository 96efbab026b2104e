import { describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from '../../lib/change-feed';
import { createSessionCache } from './session-cache';

const silent = { warn: () => {} };

describe('the session cache', () => {
  it('keeps a session for its time at most, and never past when the session ends', async () => {
    let clock = 1_000_000;
    const cache = createSessionCache<string>({ log: silent, ttlMs: 5_000, now: () => clock });
    let reads = 0;
    const load = (keepUntil: number) => async () => {
      reads += 1;
      return { value: 'asha', keepUntil };
    };
    expect(await cache.read('a', load(Infinity))).toBe('asha');
    expect(await cache.read('a', load(Infinity))).toBe('asha');
    expect(reads).toBe(1);
    clock += 5_000;
    await cache.read('a', load(Infinity));
    expect(reads).toBe(2);

    // A session ending (or due for renewal) in a second is kept a second.
    await cache.read('b', load(clock + 1_000));
    await cache.read('b', load(clock + 1_000));
    expect(reads).toBe(3);
    clock += 1_000;
    await cache.read('b', load(clock + 1_000));
    expect(reads).toBe(4);
    // One that must not be kept is not.
    await cache.read('c', load(0));
    await cache.read('c', load(0));
    expect(reads).toBe(6);
  });

  it('keeps no missing session, and no read that began before a drop', async () => {
    const changes = createLocalChangeFeed();
    const cache = createSessionCache<string>({ log: silent, changes });
    expect(await cache.read('none', async () => undefined)).toBeUndefined();
    expect(cache.size()).toBe(0);

    let finish!: (value: { value: string; keepUntil: number }) => void;
    const slow = cache.read('a', () => new Promise((resolve) => (finish = resolve)));
    await Promise.resolve();
    cache.drop();
    finish({ value: 'before the sign-out', keepUntil: Infinity });
    expect(await slow).toBe('before the sign-out');
    expect(cache.size()).toBe(0);

    await cache.read('a', async () => ({ value: 'asha', keepUntil: Infinity }));
    expect(cache.size()).toBe(1);
    // Another instance's drop, heard through the change feed.
    await changes.publish({ topic: 'sessions' });
    expect(cache.size()).toBe(0);
  });
});
