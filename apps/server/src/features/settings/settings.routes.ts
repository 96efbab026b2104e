import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsync<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  route(
    app,
    'settings.public',
    {
      summary: 'The business details every page shows',
      description:
        'The same JSON the server writes into each page it serves, in <script type="application/json" id="shop-settings">; this endpoint is for pages served without it (the development server).',
    },
    async (_request, reply) => {
      // A change in the console shows at once.
      reply.header('cache-control', 'no-cache');
      return settings.publicSettings();
    },
  );
};
