// What the app and other features use of catalogue: they reach it through here, never its files.
export {
  cacheKey,
  type CatalogueCache,
  type CatalogueChanges,
  createCatalogueCache,
} from './catalogue-cache';
export { roundRating } from './catalogue.service';
export { shownImages, visibleProduct } from './product-images';
export { catalogueProductPages } from './catalogue.pages';
export { catalogueRoutes } from './catalogue.routes';
export { createCatalogueService } from './catalogue.service';
export { synonymAdminRoutes } from './synonyms.admin.routes';
export { createSynonymAdmin } from './synonyms.admin.service';
