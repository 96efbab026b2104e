import type { DatabaseHandle } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export const registerHealth: RegisterFeature<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  await app.register(healthRoutes, { health: createHealthService(database) });
  return {};
};
