import type { FastifyInstance } from 'fastify';
import type { PageResolver } from '../plugins/web-app';

/**
 * What a feature hands back to the app once its shopper routes are registered: its console routes,
 * which the app registers inside the one scope behind the staff guard (plugins/admin.ts), and the
 * pages the server renders from its data. Both wait for every feature, so they are returned rather
 * than registered by the feature itself.
 */
export interface FeatureParts {
  console?: (admin: FastifyInstance) => Promise<void>;
  pages?: PageResolver[];
}

/**
 * The one shape of a feature's `register…` (exported by its index.ts): it builds what only its own
 * routes use from `deps`, the services the app shares between features, and registers its routes.
 */
export type RegisterFeature<Deps> = (app: FastifyInstance, deps: Deps) => Promise<FeatureParts>;
