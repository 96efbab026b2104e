// What the app and other features use of pricing: they reach it through here, never its files.
export {
  combineLines,
  type FoundProduct,
  largerLines,
  priceCart,
  priceFound,
  productsToPrice,
} from './pricing.service';
