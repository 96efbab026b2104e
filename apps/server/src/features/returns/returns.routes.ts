import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { RETURN_PHOTO_MAX_BYTES } from '@terracraft/shared/returns';
import { route } from '../../lib/endpoint-route';
import { readPhotoUpload } from '../../lib/photo-upload';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { ReturnPhotos } from './return-photos';
import type { Returns } from './returns.service';

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
        const { file } = await readPhotoUpload(request, { maxBytes: RETURN_PHOTO_MAX_BYTES });
        reply.code(201);
        return { photo: await photos.upload(signedInUser(request), file) };
      },
    );
  });
};
