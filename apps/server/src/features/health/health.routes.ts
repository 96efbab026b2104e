import { errorResponseSchema } from '@terracraft/shared/errors';
import { healthResponseSchema } from '@terracraft/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: {
          200: healthResponseSchema,
          503: healthResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, engine: database.engine },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
