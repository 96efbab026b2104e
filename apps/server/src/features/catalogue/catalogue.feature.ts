import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { AuditLog } from '../audit';
import type { CatalogueCache } from './catalogue-cache';
import { catalogueProductPages } from './catalogue.pages';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import { synonymAdminRoutes } from './synonyms.admin.routes';
import { createSynonymAdmin } from './synonyms.admin.service';

export const registerCatalogue: RegisterFeature<{
  config: Config;
  db: Database;
  audit: AuditLog;
  catalogueCache: CatalogueCache;
}> = async (app, { config, db, audit, catalogueCache }) => {
  const catalogue = createCatalogueService(db, catalogueCache);
  await app.register(catalogueRoutes, { catalogue });
  const synonyms = createSynonymAdmin({ db, audit, catalogue: catalogueCache });
  return {
    console: async (admin) => admin.register(synonymAdminRoutes, { synonyms }),
    pages: [catalogueProductPages(catalogue, config.publicUrl)],
  };
};
