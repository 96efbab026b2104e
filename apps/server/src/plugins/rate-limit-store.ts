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
  class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      increment(db, this.prefix + key, timeWindow).then(
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

async function increment(db: Database, key: string, windowMs: number): Promise<Result> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_counts AS r (key, count, resets_at)
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.count + 1 END,
      resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
    RETURNING count, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl`);
  const [row] = rowsOf<Row>(result);
  return { current: Number(row!.count), ttl: Math.max(0, Number(row!.ttl)) };
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
