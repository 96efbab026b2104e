import { createLocalChangeFeed, type ChangeFeed } from '../../lib/change-feed';

/** The change feed's topic for sessions and the accounts they show: any change drops them all. */
const SESSIONS_TOPIC = 'sessions';

/** How long a session read from the database is answered from memory, at most. */
const SESSION_CACHE_TTL_MS = 5_000;

/** How many sessions are kept at most (the oldest go first). */
const SESSION_CACHE_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  /** When it stops being answered (ms since the epoch). */
  until: number;
}

/**
 * Signed-in sessions, as the auth library read them, kept in memory for a few seconds by the
 * request's cookie header, so that a shopper's burst of requests (save the cart, place the order)
 * reads the session once. Anything that ends a session or changes what it shows (signing out, a
 * new password, two-factor sign-in switched, an account deleted, staff removed) calls `drop`:
 * every session is forgotten here at once, before that request is answered, and on every other
 * instance as soon as the change feed tells it (milliseconds). A read that began before a drop is
 * not kept. Nothing is kept past the session's own expiry, nor past the time its renewal is due
 * (so the renewed cookie still goes out), nor longer than `ttlMs`, which also bounds what a change
 * made outside the shop's requests (a database console) can miss.
 */
export function createSessionCache<T>({
  changes = createLocalChangeFeed(),
  log,
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_ENTRIES,
  now = Date.now,
}: {
  changes?: ChangeFeed;
  log: { warn(obj: object, msg: string): void };
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry<T>>();
  // Goes up with every drop: a read that began under an older one is not kept.
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };
  changes.subscribe(SESSIONS_TOPIC, forget);

  return {
    /**
     * The session for `key` from memory, else `load`'s. `load` answers the session, or undefined
     * when there is none (never kept), and until when it may be kept at most (its expiry, or its
     * renewal).
     */
    async read(
      key: string,
      load: () => Promise<{ value: T; keepUntil: number } | undefined>,
    ): Promise<T | undefined> {
      const kept = entries.get(key);
      if (kept) {
        if (kept.until > now()) return kept.value;
        entries.delete(key);
      }
      const began = generation;
      const loaded = await load();
      if (!loaded) return undefined;
      const until = Math.min(now() + ttlMs, loaded.keepUntil);
      if (began === generation && until > now()) {
        entries.set(key, { value: loaded.value, until });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return loaded.value;
    },

    /**
     * Forgets every session, here at once and on the other instances through the change feed.
     * Call once the change has committed, before answering the request that made it.
     */
    drop() {
      forget();
      // The feed tells the other instances once it is sent (and this one again, harmlessly).
      changes.publish({ topic: SESSIONS_TOPIC }).catch((error: unknown) => {
        forget();
        log.warn({ err: error }, 'a change of sessions could not be announced to other servers');
      });
    },

    /** How many sessions are kept (tests). */
    size: () => entries.size,
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
