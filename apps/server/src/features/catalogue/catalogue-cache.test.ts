import { describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from '../../lib/change-feed';
import { cacheKey, CATALOGUE_TOPIC, createCatalogueCache } from './catalogue-cache';

const silent = { warn() {} };

/** A database read that answers when told to, counting how often it was asked. */
function slowRead<T>(answer: T) {
  let finish!: () => void;
  const read = {
    calls: 0,
    load: () => {
      read.calls += 1;
      return new Promise<T>((resolve) => {
        finish = () => resolve(answer);
      });
    },
    finish: () => finish(),
  };
  return read;
}

describe('the catalogue cache', () => {
  it('shares one read among everyone asking for a key not yet kept, then answers from memory', async () => {
    const cache = createCatalogueCache({ log: silent });
    const read = slowRead({ stock: 5 });
    const readers = Array.from({ length: 64 }, () => cache.read('product', read.load));
    read.finish();
    expect(await Promise.all(readers)).toEqual(Array(64).fill({ stock: 5 }));
    expect(await cache.read('product', read.load)).toEqual({ stock: 5 });
    expect(read.calls).toBe(1);
  });

  it('never keeps what a read begun before a change answers after it', async () => {
    const changes = createLocalChangeFeed();
    const cache = createCatalogueCache({ changes, log: silent });
    const before = slowRead({ stock: 5 });
    const pending = cache.read('product', before.load);
    await changes.publish({ topic: CATALOGUE_TOPIC });
    before.finish();
    expect(await pending).toEqual({ stock: 5 });
    const after = slowRead({ stock: 4 });
    const fresh = cache.read('product', after.load);
    after.finish();
    expect(await fresh).toEqual({ stock: 4 });
    expect(after.calls).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const cache = createCatalogueCache({ log: silent });
    await expect(cache.read('product', () => Promise.reject(new Error('gone')))).rejects.toThrow();
    expect(await cache.read('product', async () => 'back')).toBe('back');
  });

  it('keeps at most its bound, dropping the least recently read first', async () => {
    const cache = createCatalogueCache({ log: silent, maxEntries: 2 });
    await cache.read('a', async () => 'a');
    await cache.read('b', async () => 'b');
    await cache.read('a', async () => 'a again');
    await cache.read('c', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.read('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.read('b', async () => 'b reloaded')).toBe('b reloaded');
  });

  it('keys a query by its fields, whatever their order', () => {
    expect(cacheKey('list', { page: 1, sort: 'featured' })).toBe(
      cacheKey('list', { sort: 'featured', page: 1, category: undefined }),
    );
    expect(cacheKey('list', { page: 1 })).not.toBe(cacheKey('list', { page: 2 }));
  });
});
