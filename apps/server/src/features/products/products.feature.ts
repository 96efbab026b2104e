import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { AuditLog } from '../audit';
import type { CatalogueCache } from '../catalogue';
import type { Inventory } from '../inventory';
import { photoFiles } from './photo-files';
import { createProductPhotos } from './product-photos';
import { productAdminRoutes } from './products.admin.routes';
import { createProductAdminService } from './products.admin.service';

export const registerProducts: RegisterFeature<{
  config: Config;
  db: Database;
  audit: AuditLog;
  inventory: Inventory;
  catalogueCache: CatalogueCache;
}> = async (app, { config, db, audit, inventory, catalogueCache }) => {
  const products = createProductAdminService({ db, audit, inventory, catalogue: catalogueCache });
  const photos = createProductPhotos({
    db,
    audit,
    dataDir: config.dataDir,
    catalogue: catalogueCache,
  });
  await app.register(photoFiles, { directory: photos.directory });
  return { console: async (admin) => admin.register(productAdminRoutes, { products, photos }) };
};
