import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SHOP_NAME } from '@terracraft/shared/policy';

/** The OpenAPI document is generated from the zod schemas the routes declare; docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${SHOP_NAME} API`,
        description: 'The shop API. Money is integer paise (1 rupee = 100 paise), currency INR.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
