import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTOS, type ProductPhoto } from '@terracraft/shared/products';
import { IMAGE_WIDTHS, imageUrl } from '@terracraft/shared/media';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { AuditActor, AuditLog } from '../audit';
import type { CatalogueChanges } from '../catalogue';
import { createProductAdminRepository } from './products.admin.repository';
import { toPhoto } from './products.admin.service';

/** Where photos are served from: `${PHOTO_URL_PREFIX}/<hash>-<width>.webp`. */
export const PHOTO_URL_PREFIX = '/media/photos';

/** The folder under DATA_DIR that holds them. */
const photoDirectory = (dataDir: string) => join(dataDir, 'media', 'photos');

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Photos larger than this many pixels are refused before they are decoded. */
export const MAX_PIXELS = 50_000_000;

/** The same square WebP sizes the shop serves for drawn product images. */
const WIDTHS = IMAGE_WIDTHS.product;

export const notAnImage = () =>
  badRequest('The file is not a JPEG, PNG or WebP image.', {
    file: 'must be a JPEG, PNG or WebP image',
  });

/**
 * Reads an upload's header by its content (its name and declared type are not trusted): refused
 * with 400 naming `file` unless it is a JPEG, PNG or WebP with a size. Decoding the rest is left to
 * the caller's resize, which refuses the same way.
 */
export async function imageHeader(file: Buffer): Promise<Metadata & { width: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width) {
    throw notAnImage();
  }
  return metadata as Metadata & { width: number };
}

const productNotFound = () => notFound('That product does not exist.');

/**
 * Product photos: an upload is checked by its content (sharp reads its header; the file's name
 * and declared type are not trusted), turned into the shop's WebP sizes, named by the hash of the
 * upload and written under DATA_DIR before its row is added. Identical uploads share their files.
 */
export function createProductPhotos({
  db,
  audit,
  dataDir,
  catalogue,
}: {
  db: Database;
  audit: AuditLog;
  dataDir: string;
  /** The shop shows a product's photos: each change here is one of the catalogue's. */
  catalogue: CatalogueChanges;
}) {
  const directory = photoDirectory(dataDir);

  async function list(slug: string): Promise<ProductPhoto[]> {
    return (await createProductAdminRepository(db).photos(slug)).map(toPhoto);
  }

  /** Writes the sizes of an image that passed the check; answers its base path. */
  async function store(image: Buffer, hash: string): Promise<string> {
    await mkdir(directory, { recursive: true });
    for (const width of WIDTHS) {
      const output = await sharp(image, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, height: width, fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer();
      const file = join(directory, `${hash}-${width}.webp`);
      // Written whole under another name first: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, output);
      await rename(partial, file);
    }
    return `${PHOTO_URL_PREFIX}/${hash}`;
  }

  async function removeFiles(base: string) {
    const hash = base.slice(PHOTO_URL_PREFIX.length + 1);
    await Promise.all(
      WIDTHS.map((width) => rm(join(directory, `${hash}-${width}.webp`), { force: true })),
    );
  }

  return {
    directory,
    list,

    async upload(actor: AuditActor, slug: string, file: Buffer, alt: string) {
      const repository = createProductAdminRepository(db);
      if (!(await repository.find(slug))) throw productNotFound();
      const metadata = await imageHeader(file);
      const hash = createHash('sha256').update(file).digest('hex').slice(0, 32);
      let base: string;
      try {
        base = await store(file, hash);
      } catch {
        // The header was an image's, the rest is not.
        throw notAnImage();
      }
      try {
        await db.transaction(async (tx) => {
          catalogue.changedIn(tx);
          const photos = createProductAdminRepository(tx);
          const product = await photos.find(slug, true);
          if (!product) throw productNotFound();
          const existing = await photos.photos(slug);
          if (existing.length >= MAX_PHOTOS) {
            throw badRequest(`A product can have at most ${MAX_PHOTOS} photos.`, {
              file: `at most ${MAX_PHOTOS} photos`,
            });
          }
          const added = await photos.addPhoto({
            productSlug: slug,
            base,
            alt,
            position: (existing.at(-1)?.position ?? -1) + 1,
            width: metadata.width,
            height: metadata.height ?? metadata.width,
          });
          await audit.record(tx, {
            actor,
            action: 'product.photo.add',
            entityType: 'product',
            entityId: slug,
            before: null,
            after: toPhoto(added),
          });
        });
      } catch (error) {
        if (!(await repository.baseInUse(base))) await removeFiles(base);
        throw error;
      }
      return { photos: await list(slug) };
    },

    async updateAlt(actor: AuditActor, slug: string, id: string, alt: string) {
      await db.transaction(async (tx) => {
        catalogue.changedIn(tx);
        const photos = createProductAdminRepository(tx);
        const before = (await photos.photos(slug)).find((photo) => photo.id === id);
        if (!before || !(await photos.setPhotoAlt(slug, id, alt))) {
          throw notFound('That photo does not exist.');
        }
        await audit.record(tx, {
          actor,
          action: 'product.photo.update',
          entityType: 'product',
          entityId: slug,
          before: toPhoto(before),
          after: { ...toPhoto(before), alt },
        });
      });
      return { photos: await list(slug) };
    },

    /** Puts the photos in the order of `ids`, which must name each of them once. */
    async reorder(actor: AuditActor, slug: string, ids: string[]) {
      await db.transaction(async (tx) => {
        catalogue.changedIn(tx);
        const photos = createProductAdminRepository(tx);
        if (!(await photos.find(slug, true))) throw productNotFound();
        const current = await photos.photos(slug);
        const known = new Set(current.map((photo) => photo.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        ) {
          throw badRequest('Send every photo of the product once, in the new order.', {
            ids: 'must list each of the product’s photos once',
          });
        }
        for (const [position, id] of ids.entries()) await photos.setPhotoPosition(id, position);
        await audit.record(tx, {
          actor,
          action: 'product.photo.reorder',
          entityType: 'product',
          entityId: slug,
          before: current.map((photo) => photo.id),
          after: ids,
        });
      });
      return { photos: await list(slug) };
    },

    async remove(actor: AuditActor, slug: string, id: string) {
      const removed = await db.transaction(async (tx) => {
        catalogue.changedIn(tx);
        const photos = createProductAdminRepository(tx);
        const row = await photos.removePhoto(slug, id);
        if (!row) throw notFound('That photo does not exist.');
        await audit.record(tx, {
          actor,
          action: 'product.photo.remove',
          entityType: 'product',
          entityId: slug,
          before: toPhoto(row),
          after: null,
        });
        return row;
      });
      if (!(await createProductAdminRepository(db).baseInUse(removed.base))) {
        await removeFiles(removed.base);
      }
      return { photos: await list(slug) };
    },
  };
}

export type ProductPhotos = ReturnType<typeof createProductPhotos>;

/** The file of one size of a photo, for tests. */
export const photoFile = (dataDir: string, base: string, width: number) =>
  join(photoDirectory(dataDir), imageUrl(base, width).slice(PHOTO_URL_PREFIX.length + 1));
