import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write endpoint is rate limited per client address, unless its route sets its own
 * `config.rateLimit` (sign-in, for example, is stricter). Reads are not limited.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
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
  await app.register(rateLimit, { global: false });
}
