/**
 * Images are served by the shop as WebP in a few fixed widths. An image is referred to by its base
 * path (`/media/products/bamboo-lamp`); a width picks the file (`/media/products/bamboo-lamp-600.webp`).
 */
export const IMAGE_WIDTHS = {
  /** Square product photos: cards, detail view and the 1200 px zoom. */
  product: [400, 600, 1200],
  /** Wide banners: home slider, page heroes. */
  banner: [800, 1600],
  /** Landscape pictures: blog, about, gallery, collection tiles. */
  picture: [400, 800],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

export function imageUrl(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

export function imageSrcSet(base: string, kind: ImageKind): string {
  return IMAGE_WIDTHS[kind].map((width) => `${imageUrl(base, width)} ${width}w`).join(', ');
}
