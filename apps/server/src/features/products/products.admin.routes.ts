import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, photoUpdateSchema } from '@terracraft/shared/products';
import { route } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { readPhotoUpload } from '../../lib/photo-upload';
import { signedInStaff } from '../../plugins/session';
import type { ProductPhotos } from './product-photos';
import type { ProductAdminService } from './products.admin.service';

const actorOf = (request: FastifyRequest) => {
  const { id, email, role } = signedInStaff(request);
  return { id, email, role };
};

/** Reads the upload: the alt text field and one file, at most PHOTO_MAX_BYTES. */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; alt: string }> {
  const { file, fields } = await readPhotoUpload(request, {
    maxBytes: PHOTO_MAX_BYTES,
    fields: ['alt'],
  });
  const alt = photoUpdateSchema.shape.alt.safeParse(fields.alt ?? '');
  if (!alt.success) {
    throw badRequest(alt.error.issues[0]!.message, { alt: alt.error.issues[0]!.message });
  }
  return { file, alt: alt.data };
}

export const productAdminRoutes: FastifyPluginAsync<{
  products: ProductAdminService;
  photos: ProductPhotos;
}> = async (app, { products, photos }) => {
  // Uploads are read only by the photo route, which sets its own limits.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });

  route(
    app,
    'admin.products.list',
    {
      summary: 'Every product, hidden ones too, by slug; search by name, slug or SKU (staff)',
      description:
        'q matches any part of the name, slug or SKU (a trigram index keeps it fast at any size). Paged by cursor.',
    },
    async (request) => {
      return products.list(request.query);
    },
  );

  route(
    app,
    'admin.products.get',
    { summary: 'One product with every field, its photos and its stock (staff)' },
    async (request) => {
      return products.get(request.params.slug);
    },
  );

  route(
    app,
    'admin.products.create',
    {
      summary: 'Add a product (staff)',
      description:
        'Money in paise. The opening stock is the first row of the product’s stock ledger. 409 naming slug or sku when another product has it. Audited.',
    },
    async (request, reply) => {
      reply.code(201);
      return products.create(actorOf(request), request.body);
    },
  );

  route(
    app,
    'admin.products.update',
    {
      summary: 'Change any of a product’s fields (staff)',
      description:
        'Send only the fields that change, with the updatedAt the product was read with: 409 STALE when it was saved since. A changed slug keeps the old address working. Stock changes through admin.inventory.adjust. Audited with before and after.',
    },
    async (request) => products.update(actorOf(request), request.params.slug, request.body),
  );

  route(
    app,
    'admin.inventory.adjust',
    {
      summary: 'Add or take off stock with a reason (staff)',
      description:
        'delta is units added (positive) or taken off (negative); reason restock, damaged, correction or return. Written to the stock ledger; refused with 400 naming delta when it would take the stock below zero.',
    },
    async (request) => products.adjustStock(actorOf(request), request.params.slug, request.body),
  );

  route(
    app,
    'admin.inventory.history',
    { summary: 'The product’s stock ledger, newest first (staff)' },
    async (request) => {
      return products.stockHistory(request.params.slug, request.query);
    },
  );

  route(
    app,
    'admin.products.uploadPhoto',
    {
      summary: 'Upload a photo: JPEG, PNG or WebP, at most 10 MB (staff)',
      description:
        'multipart/form-data with the field alt (required) and then the field file. The type is read from the content; the shop’s WebP sizes are made from it. The first photo is the product’s main image.',
    },
    async (request, reply) => {
      const { file, alt } = await readUpload(request);
      const answer = await photos.upload(actorOf(request), request.params.slug, file, alt);
      reply.code(201);
      return answer;
    },
  );

  route(
    app,
    'admin.products.reorderPhotos',
    { summary: 'Put the photos in a new order; the first is the main image (staff)' },
    async (request) => photos.reorder(actorOf(request), request.params.slug, request.body.ids),
  );

  route(
    app,
    'admin.products.updatePhoto',
    { summary: 'Change a photo’s alt text (staff)' },
    async (request) =>
      photos.updateAlt(
        actorOf(request),
        request.params.slug,
        request.params.photoId,
        request.body.alt,
      ),
  );

  route(app, 'admin.products.removePhoto', { summary: 'Remove a photo (staff)' }, async (request) =>
    photos.remove(actorOf(request), request.params.slug, request.params.photoId),
  );
};
