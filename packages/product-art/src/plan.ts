/** The list of images the shop serves, and the files each becomes. */
import { IMAGE_WIDTHS, imageUrl, type ImageKind } from '@terracraft/shared/media';
import { BLOG_POSTS } from '@terracraft/seed-data/blog';
import { CATALOGUE_PRODUCTS, productImageBase } from '@terracraft/seed-data/catalogue';
import { productSvg } from './products';
import { SITE_VIEW, siteImages, siteSvg } from './site';

export interface PlannedImage {
  /** Base path, as pages and the API refer to it (`/media/products/bamboo-lamp`). */
  base: string;
  kind: ImageKind;
  widths: readonly number[];
  /** Height over width. */
  aspect: number;
  /** The picture as SVG, `width` pixels wide. */
  svg(width: number): string;
}

export function imagePlan(): PlannedImage[] {
  const products: PlannedImage[] = CATALOGUE_PRODUCTS.map((product) => ({
    base: productImageBase(product.slug),
    kind: 'product',
    widths: IMAGE_WIDTHS.product,
    aspect: 1,
    svg: (width) => productSvg(product, width),
  }));
  const site: PlannedImage[] = siteImages(BLOG_POSTS.map((post) => post.slug)).map((image) => ({
    base: image.base,
    kind: image.kind,
    widths: IMAGE_WIDTHS[image.kind],
    aspect: SITE_VIEW[image.kind][1] / SITE_VIEW[image.kind][0],
    svg: (width) => siteSvg(image, width),
  }));
  return [...products, ...site];
}

/** The files of an image, relative to the media folder: one per width. */
export function imageFiles(image: PlannedImage) {
  return image.widths.map((width) => ({
    path: imageUrl(image.base, width).replace(/^\/media\//, ''),
    width,
    height: Math.round(width * image.aspect),
  }));
}
