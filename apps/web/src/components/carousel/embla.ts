// Embla and its autoplay plugin, as one chunk that use-carousel loads when a carousel appears.
export { default as EmblaCarousel } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';
