import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (
  app,
  { health },
) => {
  route(
    app,
    'health',
    { summary: 'Whether the server and its database are up' },
    async (_request, reply) => {
      const report = await health.check();
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
