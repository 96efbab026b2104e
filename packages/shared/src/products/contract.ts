/** The products endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import {
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductParamsSchema,
  adminProductSchema,
  photoListSchema,
  photoOrderSchema,
  photoParamsSchema,
  photoUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
} from './index';
import type { productsEndpoints } from './endpoints';

export const productsContract = {
  'admin.products.list': {
    query: adminProductListQuerySchema,
    responses: { 200: adminProductPageSchema },
    errors: staffRead,
  },
  'admin.products.get': {
    params: adminProductParamsSchema,
    responses: { 200: adminProductSchema },
    errors: [...staffRead, 404],
  },
  'admin.products.create': {
    body: productCreateSchema,
    responses: { 201: adminProductSchema },
    // 409 CONFLICT naming slug or sku: another product has it.
    errors: [...staffWrite, 409],
  },
  'admin.products.update': {
    params: adminProductParamsSchema,
    body: productUpdateSchema,
    responses: { 200: adminProductSchema },
    // 409 STALE: saved since it was read; 409 CONFLICT naming slug or sku: another product has it.
    errors: [...staffWrite, 404, 409],
  },
  'admin.products.uploadPhoto': {
    params: adminProductParamsSchema,
    // multipart/form-data: the field alt first, then the field file.
    responses: { 201: photoListSchema },
    // 400 naming file (not a JPEG, PNG or WebP by its content) or alt; 413: over 10 MB.
    errors: [...staffWrite, 404, 413, 415],
  },
  'admin.products.reorderPhotos': {
    params: adminProductParamsSchema,
    body: photoOrderSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.products.updatePhoto': {
    params: photoParamsSchema,
    body: photoUpdateSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.products.removePhoto': {
    params: photoParamsSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
} as const satisfies { [N in keyof typeof productsEndpoints]: EndpointContract };
