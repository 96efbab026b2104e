import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Result = { current: number; ttl: number };
type Row = { count: number | string; ttl: number | string };
type Callback = (error: Error | null, result?: Result) => void;

/** How often one server deletes counts whose window ended (any server may; it is idempotent). */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 5 * 60_000;

/**
 * A `@fastify/rate-limit` store counting in the `rate_limit_counts` table, so every server
 * instance on one PostgreSQL shares the counts: one upsert per attempt, a fixed window per key
 * that starts with its first attempt. Each route's limit (`child`) counts under a prefix of its
 * own, as the in-memory store keeps one map per route.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const increments = batchedIncrements(db);
  class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      increments(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    read(key: string, callback: Callback) {
      current(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's limit with the route itself under `routeInfo` (empty for
      // limiters made with createRateLimit, whose keys name their endpoint).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const prefix = route?.url ? `${String(route.method)} ${String(route.url)}|` : '';
      return new PostgresRateLimitStore(undefined, this.prefix + prefix);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

interface Waiting {
  key: string;
  windowMs: number;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Counts attempts: at once when no count is being written, else with every other attempt that
 * arrives meanwhile, in one upsert when that write is over. Each attempt still counts once and
 * hears its own place in the count (the n attempts at one key of a batch are the last n of the
 * count, in the order they came), so a busy server writes a statement per batch instead of one
 * per request.
 */
function batchedIncrements(db: Database) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const byKey = new Map<string, Waiting[]>();
      for (const attempt of batch) {
        const same = byKey.get(attempt.key);
        if (same) same.push(attempt);
        else byKey.set(attempt.key, [attempt]);
      }
      const keys = [...byKey.keys()];
      try {
        const rows = await incrementAll(
          db,
          keys.map((key) => ({
            key,
            by: byKey.get(key)!.length,
            windowMs: byKey.get(key)![0]!.windowMs,
          })),
        );
        for (const row of rows) {
          const attempts = byKey.get(row.key)!;
          const count = Number(row.count);
          const ttl = Math.max(0, Number(row.ttl));
          attempts.forEach((attempt, i) =>
            attempt.resolve({ current: count - attempts.length + 1 + i, ttl }),
          );
          byKey.delete(row.key);
        }
        for (const attempts of byKey.values()) {
          for (const attempt of attempts) attempt.reject(new Error('the count was not written'));
        }
      } catch (error) {
        for (const attempt of batch) attempt.reject(error);
      }
    }
    writing = false;
  }

  return (key: string, windowMs: number) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ key, windowMs, resolve, reject });
      if (!writing) void flush();
    });
}

/** One upsert for several keys, each counted up `by` attempts. */
async function incrementAll(
  db: Database,
  counts: { key: string; by: number; windowMs: number }[],
): Promise<(Row & { key: string })[]> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_counts AS r (key, count, resets_at)
    SELECT u.key, u.by, now() + u.window_ms * interval '1 millisecond'
    FROM unnest(${sql.param(counts.map((c) => c.key))}::text[],
                ${sql.param(counts.map((c) => c.by))}::int[],
                ${sql.param(counts.map((c) => c.windowMs))}::int[]) AS u(key, by, window_ms)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.resets_at <= now() THEN excluded.count ELSE r.count + excluded.count END,
      resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
    RETURNING key, count, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl`);
  return rowsOf<Row & { key: string }>(result);
}

async function current(db: Database, key: string): Promise<Result> {
  const result = await db.execute(sql`
    SELECT count, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl
    FROM rate_limit_counts WHERE key = ${key} AND resets_at > now()`);
  const [row] = rowsOf<Row>(result);
  return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes counts whose window has ended. */
export async function pruneRateLimitCounts(db: Database) {
  await db.execute(sql`DELETE FROM rate_limit_counts WHERE resets_at < now()`);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
