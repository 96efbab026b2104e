import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { AuditLog } from '../audit';
import type { CatalogueCache } from '../catalogue';
import { reviewAdminRoutes } from './reviews.admin.routes';
import { createReviewQueue } from './reviews.admin.service';
import { reviewRoutes } from './reviews.routes';
import { createReviewService } from './reviews.service';

export const registerReviews: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  catalogueCache: CatalogueCache;
  sessions: SessionGuard;
}> = async (app, { db, audit, catalogueCache, sessions }) => {
  await app.register(reviewRoutes, { reviews: createReviewService(db, catalogueCache), sessions });
  const reviewQueue = createReviewQueue({ db, audit, catalogue: catalogueCache });
  return { console: async (admin) => admin.register(reviewAdminRoutes, { reviewQueue }) };
};
