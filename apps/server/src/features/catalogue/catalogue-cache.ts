import { afterCommit } from '../../db/after-commit';
import type { Transaction } from '../../db/client';
import { createLocalChangeFeed, type ChangeFeed } from '../../lib/change-feed';

/** The change feed's topic for everything the shop's catalogue and blog pages show. */
export const CATALOGUE_TOPIC = 'catalogue';

/**
 * How many answers the cache keeps at most. Each is at most a page of 60 products (about 60 KB
 * as objects), and most are far smaller, so the cache stays well under 100 MB even when every
 * entry is a full page; search makes keys without bound, and the least recently read go first.
 */
const CATALOGUE_CACHE_ENTRIES = 1_000;

/** A writer's way to say its transaction changed something the catalogue shows. */
export interface CatalogueChanges {
  /** Drops every cached catalogue read once `tx` commits: here at once, elsewhere via the feed. */
  changedIn(tx: Transaction): void;
}

/**
 * The catalogue's read cache: answers kept in memory by the normalised query they answer, the
 * least recently read dropped first. Readers of a key not yet cached share one database read.
 * Any change to what the catalogue shows drops the whole cache (after the change commits), on
 * this instance at once and on the others when the change feed tells them.
 */
export function createCatalogueCache({
  changes = createLocalChangeFeed(),
  log,
  maxEntries = CATALOGUE_CACHE_ENTRIES,
  alsoDroppedOn = [],
}: {
  changes?: ChangeFeed;
  log: { warn(obj: object, msg: string): void };
  maxEntries?: number;
  /** Other topics whose changes it shows too (the business details on a rendered page). */
  alsoDroppedOn?: string[];
}) {
  // Map keeps insertion order: re-inserting on each hit makes its first key the least recently read.
  const entries = new Map<string, Promise<unknown>>();
  for (const topic of [CATALOGUE_TOPIC, ...alsoDroppedOn]) {
    changes.subscribe(topic, () => entries.clear());
  }

  function announce() {
    // The feed's publish tells this instance first, synchronously; the others once it is sent.
    changes.publish({ topic: CATALOGUE_TOPIC }).catch((error: unknown) => {
      entries.clear();
      log.warn({ err: error }, 'a catalogue change could not be announced to other servers');
    });
  }

  return {
    /**
     * The answer for `key`, from memory, or from `load` when not kept (its failures are not kept,
     * nor answers `keep` refuses). The promise itself is the entry: readers arriving while it
     * loads share it, and dropping the cache drops it too, so a read that began before a change
     * cannot be kept after it.
     */
    read<T>(
      key: string,
      load: () => Promise<T>,
      keep: (answer: T) => boolean = () => true,
    ): Promise<T> {
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const loading = load();
      entries.set(key, loading);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === loading) entries.delete(key);
      };
      loading.then((answer) => keep(answer) || forget(), forget);
      return loading;
    },

    changedIn(tx: Transaction) {
      afterCommit(tx, announce);
    },

    /** Announces a change made outside a transaction of this process (a seed, an import). */
    changed: announce,

    /** How many answers are kept (tests). */
    size: () => entries.size,
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * A cache key: the validated query's fields in a fixed order (absent ones left out), so two
 * requests asking the same thing in a different spelling share one entry.
 */
export function cacheKey(kind: string, query: object = {}): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${kind}:${JSON.stringify(fields)}`;
}
