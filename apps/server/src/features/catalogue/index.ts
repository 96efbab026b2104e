// What the app and other features use of catalogue: they reach it through here, never its files.
export {
  cacheKey,
  type CatalogueCache,
  type CatalogueChanges,
  createCatalogueCache,
} from './catalogue-cache';
export { roundRating } from './catalogue.service';
export { createInventory, type Inventory, type StockIn } from './inventory';
export { shownImages, visibleProduct } from './product-images';
export { imageHeader, MAX_PIXELS, notAnImage } from './product-photos';
export { salesDay } from './sales-day';
export { catalogueProductPages } from './catalogue.pages';
export { catalogueRoutes } from './catalogue.routes';
export { createCatalogueService } from './catalogue.service';
export { photoFiles } from './photo-files';
export { createProductPhotos } from './product-photos';
export { productAdminRoutes } from './products.admin.routes';
export { createProductAdminService } from './products.admin.service';
export { synonymAdminRoutes } from './synonyms.admin.routes';
export { createSynonymAdmin } from './synonyms.admin.service';
