import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { RETURN_PHOTO_MAX_BYTES } from '@terracraft/shared/returns';
import { route } from '../../lib/endpoint-route';
import { AppError, badRequest } from '../../lib/errors';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { ReturnPhotos } from './return-photos';
import type { Returns } from './returns.service';

const tooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, 'The photo is larger than 10 MB.', {
    file: 'must be at most 10 MB',
  });

/** Reads the one file of a photo upload, at most RETURN_PHOTO_MAX_BYTES. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the photo as multipart/form-data with the field file.',
    );
  }
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: RETURN_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 256 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code?.startsWith('FST_')) {
      throw badRequest('The upload could not be read.', { file: 'could not be read' });
    }
    throw error;
  }
  if (!file || file.length === 0) {
    throw badRequest('Choose a photo to upload.', { file: 'choose a JPEG, PNG or WebP photo' });
  }
  return file;
}

/** The shopper asks to return items of a delivered order, with photos sent beforehand. */
export const returnRoutes: FastifyPluginAsync<{
  returns: Returns;
  photos: ReturnPhotos;
  sessions: SessionGuard;
}> = async (app, { returns, photos, sessions }) => {
  route(
    app,
    'returns.request',
    {
      summary: 'Ask to return items of one of the shopper’s delivered orders',
      description:
        'Within the return window (RETURN_WINDOW_DAYS after the day of delivery, India’s calendar): lines by order item position and quantity, no more than delivered less what is already in a return that was not rejected. Cash-on-delivery orders also give refundTo (UPI ID, or bank account + IFSC + holder). photos: up to 3 ids of the shopper’s uploads (returns.uploadPhoto) not yet in a return; 400 naming photos otherwise. Another shopper’s order is 404; an undelivered order or a closed window 409.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) =>
      reply.code(201).send({
        return: await returns.request(signedInUser(request), request.params.number, request.body),
      }),
  );

  // Only the upload reads multipart bodies: the request itself stays JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: RETURN_PHOTO_MAX_BYTES, files: 1 } });
    route(
      uploads,
      'returns.uploadPhoto',
      {
        summary: 'Upload a photo for a return: JPEG, PNG or WebP, at most 10 MB',
        description:
          'multipart/form-data with the field file. The type is read from the content and the whole image decoded; it is kept as WebP and shown to staff only. Answers the id to list in the return request’s photos; a photo no return takes is removed after a day.',
        onRequest: sessions.requireUser,
      },
      async (request, reply) => {
        const file = await readPhoto(request);
        reply.code(201);
        return { photo: await photos.upload(signedInUser(request), file) };
      },
    );
  });
};
