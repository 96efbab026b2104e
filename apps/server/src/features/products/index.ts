// What the app and other features use of products: they reach it through here, never its files.
export { imageHeader, MAX_PIXELS, notAnImage } from './product-photos';
export { photoFiles } from './photo-files';
export { createProductPhotos } from './product-photos';
export { productAdminRoutes } from './products.admin.routes';
export { createProductAdminService } from './products.admin.service';
