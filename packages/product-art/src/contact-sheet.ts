/**
 * A contact sheet of the generated images: every picture at its smallest width in a labelled grid,
 * written to a PNG for looking the artwork over at a glance.
 *
 *   npm run images:sheet -w @terracraft/product-art [-- --out sheet.png] [-- --only products]
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { imageFiles, imagePlan } from './plan';

const here = dirname(fileURLToPath(import.meta.url));
const media = resolve(here, '../../../apps/web/public/media');
const TILE = 240;
const LABEL = 28;
const COLUMNS = 8;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(tmpdir(), 'terracraft-contact-sheet.png') },
    only: { type: 'string' },
  },
});

const images = imagePlan().filter((image) => !values.only || image.base.includes(values.only));
const tiles = await Promise.all(
  images.map(async (image, index) => {
    const [smallest] = imageFiles(image);
    const path = join(media, smallest!.path);
    if (!existsSync(path)) throw new Error(`${path} is missing: run npm run images first`);
    const height = Math.round(TILE * image.aspect);
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="19" font-family="sans-serif" font-size="12" fill="#333">${escapeXml(image.base.replace('/media/', ''))}</text></svg>`,
    );
    const picture = await sharp(path).resize(TILE, height, { fit: 'cover' }).toBuffer();
    return {
      index,
      parts: [
        { input: picture, top: 0 },
        { input: label, top: height },
      ],
      height: height + LABEL,
    };
  }),
);

const rowHeight = TILE + LABEL;
const rows = Math.ceil(tiles.length / COLUMNS);
await sharp({
  create: { width: COLUMNS * TILE, height: rows * rowHeight, channels: 3, background: '#ffffff' },
})
  .composite(
    tiles.flatMap(({ index, parts }) =>
      parts.map((part) => ({
        input: part.input,
        left: (index % COLUMNS) * TILE,
        top: Math.floor(index / COLUMNS) * rowHeight + part.top,
      })),
    ),
  )
  .png()
  .toFile(values.out);
console.log(`contact sheet of ${tiles.length} images: ${values.out}`);
