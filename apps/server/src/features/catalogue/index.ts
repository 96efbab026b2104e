// What the app and other features use of catalogue: they reach it through here, never its files.
export {
  cacheKey,
  type CatalogueCache,
  type CatalogueChanges,
  createCatalogueCache,
} from './catalogue-cache';
export { roundRating } from './catalogue.service';
export { shownImages, visibleProduct } from './product-images';
export { registerCatalogue } from './catalogue.feature';
