/**
 * Draws every image the shop serves — a picture of each product of the opening catalogue and the
 * site's own pictures — and writes them as WebP in the widths of IMAGE_WIDTHS to
 * apps/web/public/media, which the web build copies into the shop.
 *
 * Skips the work when nothing that affects the pictures changed since the last run (a hash of the
 * art's sources, the catalogue and blog data and sharp's version is kept beside the images).
 *
 *   npm run images -w @terracraft/product-art [-- --force] [-- --out <dir>]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { imageFiles, imagePlan, type PlannedImage } from './plan';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const DEFAULT_OUT = join(repo, 'apps/web/public/media');
const STAMP = '.generated.json';

/** The modules of other workspaces the pictures are drawn from. */
const DRAWN_FROM = [
  '@terracraft/seed-data/catalogue',
  '@terracraft/seed-data/blog',
  '@terracraft/shared/catalogue/categories',
  '@terracraft/shared/media',
];

/** Everything the pictures are made from: a change to any of these redraws them. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  return [
    ...walk(here),
    ...DRAWN_FROM.map((specifier) => fileURLToPath(import.meta.resolve(specifier))),
  ].sort();
}

function sourceHash(): string {
  const hash = createHash('sha256');
  hash.update(`sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}\n`);
  for (const file of sourceFiles()) {
    hash.update(relative(repo, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Runs `work` on every item, at most `limit` at a time. */
async function pool<T>(list: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
}

/** Draws one image at its largest width, then scales it down for the others. */
async function render(image: PlannedImage, out: string): Promise<number> {
  const largest = image.widths[image.widths.length - 1]!;
  const { data, info } = await sharp(Buffer.from(image.svg(largest)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bytes = 0;
  for (const file of imageFiles(image)) {
    const path = join(out, file.path);
    mkdirSync(dirname(path), { recursive: true });
    const pipeline = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (file.width !== info.width) pipeline.resize(file.width, file.height);
    const { size } = await pipeline.webp({ quality: 80, effort: 4 }).toFile(path);
    bytes += size;
  }
  return bytes;
}

async function main() {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, out: { type: 'string' } },
  });
  const out = resolve(values.out ?? DEFAULT_OUT);
  const plan = imagePlan();
  const hash = sourceHash();
  const stampPath = join(out, STAMP);
  const expected = plan.flatMap((image) => imageFiles(image).map((file) => join(out, file.path)));
  if (!values.force && existsSync(stampPath)) {
    const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as { hash?: string };
    if (stamp.hash === hash && expected.every((path) => existsSync(path))) {
      console.log(`images: ${expected.length} files up to date in ${relative(repo, out)}`);
      return;
    }
  }

  const started = Date.now();
  // The folder holds generated images only: start clean, so renamed products leave nothing behind.
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // One libvips thread per image and one image per core: rendering SVG is mostly single-threaded.
  const workers = Math.max(1, availableParallelism());
  sharp.concurrency(1);
  let bytes = 0;
  await pool(plan, workers, async (image) => {
    bytes += await render(image, out);
  });
  writeFileSync(stampPath, `${JSON.stringify({ hash, files: expected.length }, null, 2)}\n`);
  console.log(
    `images: drew ${plan.length} pictures as ${expected.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
