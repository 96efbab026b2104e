import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { IMAGE_WIDTHS } from '@terracraft/shared/media';
import { BLOG_POSTS } from '@terracraft/seed-data/blog';
import { CATALOGUE_PRODUCTS, productImageBase } from '@terracraft/seed-data/catalogue';
import { imageFiles, imagePlan } from './plan';
import { productKind, productSvg } from './products';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const plan = imagePlan();
const planned = new Set(plan.map((image) => image.base));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Image paths the shop's pages and API refer to: whole paths, and the prefixes of built ones. */
function referencedImages() {
  const whole = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of [
    ...sourceFiles(join(repo, 'apps/web/src')),
    ...sourceFiles(join(repo, 'apps/server/src')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/['"`](\/media\/[a-z]+\/[a-z0-9-]+)['"`]/g)) {
      whole.add(path!);
    }
    for (const [, prefix] of text.matchAll(/`(\/media\/[a-z]+\/[a-z0-9-]*)\$\{/g)) {
      prefixes.add(prefix!);
    }
  }
  return { whole, prefixes };
}

describe('shop images', () => {
  it('draws a picture for every product of the opening catalogue', () => {
    for (const product of CATALOGUE_PRODUCTS) {
      expect(planned, product.slug).toContain(productImageBase(product.slug));
    }
  });

  it('draws each product as what it is, and no two products as the same thing', () => {
    const kinds = CATALOGUE_PRODUCTS.map((product) => ({
      slug: product.slug,
      ...productKind(product),
    }));
    expect(kinds.filter((kind) => !kind.byRule)).toEqual([]);
    const shared = kinds.filter((kind, i) => kinds.findIndex((k) => k.kind === kind.kind) !== i);
    expect(shared).toEqual([]);
  });

  it('draws every site image the pages and the API refer to', () => {
    const { whole, prefixes } = referencedImages();
    for (const path of whole) expect(planned, path).toContain(path);
    for (const prefix of prefixes) {
      expect(
        [...planned].some((base) => base.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    for (const collection of COLLECTIONS) {
      expect(planned).toContain(`/media/collections/${collection.key}`);
    }
    for (let i = 1; i <= 8; i++) expect(planned).toContain(`/media/gallery/glimpse-${i}`);
    for (const post of BLOG_POSTS) expect(planned).toContain(post.imageUrl);
    for (const slide of [1, 2, 3]) expect(planned).toContain(`/media/home/slide-${slide}`);
  });

  it('writes each image in the widths of its kind, with a known height', () => {
    for (const image of plan) {
      const files = imageFiles(image);
      expect(files.map((file) => file.width)).toEqual([...IMAGE_WIDTHS[image.kind]]);
      const ratio = { product: 1, banner: 0.5, picture: 0.75 }[image.kind];
      for (const file of files) expect(file.height).toBe(Math.round(file.width * ratio));
      expect(files[0]!.path).toBe(`${image.base.replace('/media/', '')}-${files[0]!.width}.webp`);
    }
  });

  it('draws the same picture every time, and a different one for every product', () => {
    const first = CATALOGUE_PRODUCTS[0]!;
    expect(productSvg(first, 400)).toBe(productSvg(first, 400));
    const pictures = new Set(CATALOGUE_PRODUCTS.map((product) => productSvg(product, 400)));
    expect(pictures.size).toBe(CATALOGUE_PRODUCTS.length);
  });

  it('renders pictures of the right size that are not blank', async () => {
    const samples = [plan.find((image) => image.kind === 'product')!];
    samples.push(plan.find((image) => image.kind === 'banner')!);
    for (const image of samples) {
      const [file] = imageFiles(image);
      const { data, info } = await sharp(Buffer.from(image.svg(file!.width)))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([file!.width, file!.height]);
      const { channels } = await sharp(data, { raw: info }).stats();
      // A flat placeholder would have almost no spread of colour.
      expect(Math.min(...channels.map((channel) => channel.stdev))).toBeGreaterThan(12);
    }
  });
});
