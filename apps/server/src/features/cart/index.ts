// What the app and other features use of cart: they reach it through here, never its files.
export { createCartService } from './cart.service';
export { registerCart } from './cart.feature';
