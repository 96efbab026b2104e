import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { returnNumberId } from '@terracraft/shared/returns';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { MAX_PIXELS, imageHeader, notAnImage } from '../products';
import { createReturnRepository } from './returns.repository';

/** The folder under DATA_DIR that holds return photos; never served as static files. */
const returnPhotoDirectory = (dataDir: string) => join(dataDir, 'media', 'returns');

/** The longest side a return photo is kept at: enough for staff to judge damage. */
const MAX_SIDE = 1600;

/** An upload no return has claimed after this long is removed. */
const UNCLAIMED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Photos a shopper may hold without a return at once: enough to try a few, too few to use the
 * shop as free storage.
 */
const MAX_UNCLAIMED = 12;

/**
 * Photos a shopper sends with a return. An upload is checked as product photos are (by its
 * content: JPEG, PNG or WebP, decoded in full), kept as one WebP named by its hash under DATA_DIR,
 * and shown to staff only, through the console's API: they can show a shopper's home or face.
 */
export function createReturnPhotos({ db, dataDir }: { db: Database; dataDir: string }) {
  const directory = returnPhotoDirectory(dataDir);
  const pathOf = (file: string) => join(directory, file);

  async function removeUnused(files: string[]) {
    const repository = createReturnRepository(db);
    for (const file of new Set(files)) {
      if (!(await repository.fileInUse(file))) await rm(pathOf(file), { force: true });
    }
  }

  return {
    directory,

    /** Stores a shopper's photo for a return they are about to ask for; answers its id. */
    async upload(user: { id: string }, upload: Buffer): Promise<{ id: string }> {
      const repository = createReturnRepository(db);
      const unclaimed = await repository.unclaimedPhotos(user.id);
      const cutoff = Date.now() - UNCLAIMED_FOR_MS;
      const stale = unclaimed.filter((photo) => photo.createdAt.getTime() < cutoff);
      if (stale.length > 0) {
        await repository.removePhotos(stale.map((photo) => photo.id));
        await removeUnused(stale.map((photo) => photo.file));
      }
      if (unclaimed.length - stale.length >= MAX_UNCLAIMED) {
        throw new AppError(
          429,
          ERROR_CODES.rateLimited,
          'You have uploaded many photos without sending a return: send your return, or try again tomorrow.',
        );
      }
      await imageHeader(upload);
      let image: { data: Buffer; info: OutputInfo };
      try {
        image = await sharp(upload, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        // The header was an image's, the rest is not.
        throw notAnImage();
      }
      const file = `${createHash('sha256').update(upload).digest('hex').slice(0, 32)}.webp`;
      await mkdir(directory, { recursive: true });
      // Written whole under another name first: a reader never sees half a file.
      const partial = `${pathOf(file)}.${process.pid}.partial`;
      await writeFile(partial, image.data);
      await rename(partial, pathOf(file));
      const row = await repository.insertPhoto({
        userId: user.id,
        file,
        width: image.info.width,
        height: image.info.height,
      });
      return { id: row.id };
    },

    /** One photo of a return, for staff; 404 unless the photo belongs to that return. */
    async file(number: number, photoId: string): Promise<Buffer> {
      const repository = createReturnRepository(db);
      const row = await repository.findByNumber(number);
      const photo = row && (await repository.photosOf([row.id])).find((p) => p.id === photoId);
      if (!photo) throw notFound(`Return ${returnNumberId(number)} has no such photo.`);
      try {
        return await readFile(pathOf(photo.file));
      } catch {
        throw notFound('The photo’s file is missing.');
      }
    },
  };
}

export type ReturnPhotos = ReturnType<typeof createReturnPhotos>;
