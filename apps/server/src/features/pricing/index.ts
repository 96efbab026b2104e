// What other features may use of pricing: they reach it through here, never its files.
export { createPricingRepository } from './pricing.repository';
