import type { HealthResponse } from '@terracraft/shared/health';
import type { DatabaseHandle } from '../../db/client';

export function createHealthService(database: Pick<DatabaseHandle, 'engine' | 'ping'>) {
  return {
    /** Whether the server and its database are up: degraded when the database cannot be reached. */
    async check(): Promise<HealthResponse> {
      const reachable = await database.ping();
      return {
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, engine: database.engine },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
