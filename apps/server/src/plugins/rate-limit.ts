import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  postgresRateLimitStore,
  pruneRateLimitCounts,
  RATE_LIMIT_PRUNE_INTERVAL_MS,
} from './rate-limit-store';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write endpoint is rate limited per client address, unless its route sets its own
 * `config.rateLimit` (sign-in, for example, is stricter). Reads are not limited. On PostgreSQL the
 * counts live in the database, shared by every server instance on it; on the embedded database
 * (one process) in memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    const routeConfig = (route.config ?? {}) as Record<string, unknown>;
    if (routeConfig.rateLimit !== undefined) return;
    route.config = {
      ...routeConfig,
      rateLimit: { max: config.writeRateLimitPerMinute, timeWindow: '1 minute' },
    } as typeof route.config;
  });
  if (database.engine !== 'postgres') {
    await app.register(rateLimit, { global: false });
    return;
  }
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db) });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneRateLimitCounts(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning rate-limit counts failed'),
      );
    }, RATE_LIMIT_PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
