/**
 * The unit tests' DOM fetches no pictures, yet calls every image complete with no pixels: what a
 * browser says of a broken one. Pictures are taken as still loading instead, as a browser has them
 * when the page is first drawn (SmartImage would otherwise show every one as not available).
 */
Object.defineProperty(HTMLImageElement.prototype, 'complete', {
  configurable: true,
  get: () => false,
});
