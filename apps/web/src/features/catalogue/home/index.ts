/**
 * The home page's sections, kept apart from the rest of the catalogue so that page stays light.
 * The closing sections (closing-sections.tsx) are loaded lazily by the page.
 */
export { BenefitsStrip } from './benefits-strip';
export { CollectionSection } from './collection-section';
export { FeatureCards } from './feature-cards';
export { HeroSlider } from './hero-slider';
export { ProductScroller } from './product-scroller';
export { useReveal } from './use-reveal';
