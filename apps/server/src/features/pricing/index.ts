// What the app and other features use of pricing: they reach it through here, never its files.
export { createPricingRepository } from './pricing.repository';
export {
  combineLines,
  type FoundProduct,
  largerLines,
  priceCart,
  priceFound,
} from './pricing.service';
