// What the app and other features use of products: they reach it through here, never its files.
export { imageHeader, MAX_PIXELS, notAnImage } from './product-photos';
export { registerProducts } from './products.feature';
