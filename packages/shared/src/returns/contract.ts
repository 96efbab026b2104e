/** The returns endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite, imageFile } from '../api/contract';
import { adminOrderParamsSchema } from '../orders/admin';
import { orderParamsSchema } from '../orders';
import {
  adminReturnListQuerySchema,
  adminReturnPageSchema,
  adminReturnSchema,
  returnCreatedSchema,
  returnParamsSchema,
  returnPhotoParamsSchema,
  returnPhotoUploadedSchema,
  returnReceiveSchema,
  returnRefundSchema,
  returnRejectSchema,
  returnRequestSchema,
} from './index';
import type { returnsEndpoints } from './endpoints';

export const returnsContract = {
  'returns.uploadPhoto': {
    // multipart/form-data: the field file, a JPEG, PNG or WebP of at most 10 MB.
    responses: { 201: returnPhotoUploadedSchema },
    // 400 naming file (not a JPEG, PNG or WebP by its content); 413: over 10 MB; 429: too many.
    errors: [400, 401, 413, 415, 429],
  },
  'returns.request': {
    params: orderParamsSchema,
    body: returnRequestSchema,
    responses: { 201: returnCreatedSchema },
    errors: [400, 401, 404, 409, 429],
  },
  // staff member took it first); 502 when the gateway cannot refund (nothing changes).
  'admin.returns.list': {
    query: adminReturnListQuerySchema,
    responses: { 200: adminReturnPageSchema },
    errors: staffRead,
  },
  'admin.returns.get': {
    params: returnParamsSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffRead, 404],
  },
  'admin.returns.ofOrder': {
    params: adminOrderParamsSchema,
    responses: { 200: z.object({ items: z.array(adminReturnSchema) }) },
    errors: [...staffRead, 404],
  },
  'admin.returns.approve': {
    params: returnParamsSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.reject': {
    params: returnParamsSchema,
    body: returnRejectSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.photo': {
    params: returnPhotoParamsSchema,
    responses: { 200: imageFile },
    errors: [...staffRead, 404],
  },
  'admin.returns.receive': {
    params: returnParamsSchema,
    body: returnReceiveSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.refund': {
    params: returnParamsSchema,
    body: returnRefundSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409, 502],
  },
} as const satisfies { [N in keyof typeof returnsEndpoints]: EndpointContract };
