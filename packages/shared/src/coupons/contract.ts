/** The coupons endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { write, staffRead, staffWrite } from '../api/contract';
import {
  adminCouponSchema,
  couponActiveSchema,
  couponCreateSchema,
  couponListQuerySchema,
  couponPageSchema,
  couponParamsSchema,
  couponUpdateSchema,
} from './admin';
import { couponQuoteRequestSchema, couponQuoteSchema } from './index';
import type { couponsEndpoints } from './endpoints';

export const couponsContract = {
  'coupons.quote': {
    body: couponQuoteRequestSchema,
    responses: { 200: couponQuoteSchema },
    errors: write,
  },
  'admin.coupons.list': {
    query: couponListQuerySchema,
    responses: { 200: couponPageSchema },
    errors: staffRead,
  },
  'admin.coupons.get': {
    params: couponParamsSchema,
    responses: { 200: adminCouponSchema },
    errors: [...staffRead, 404],
  },
  'admin.coupons.create': {
    body: couponCreateSchema,
    responses: { 201: adminCouponSchema },
    // 409 CONFLICT: a coupon has this code already (fields.code).
    errors: [...staffWrite, 409],
  },
  'admin.coupons.update': {
    params: couponParamsSchema,
    body: couponUpdateSchema,
    responses: { 200: adminCouponSchema },
    // 409 STALE: the coupon was saved since it was read.
    errors: [...staffWrite, 404, 409],
  },
  'admin.coupons.setActive': {
    params: couponParamsSchema,
    body: couponActiveSchema,
    responses: { 200: adminCouponSchema },
    errors: [...staffWrite, 404, 409],
  },
} as const satisfies { [N in keyof typeof couponsEndpoints]: EndpointContract };
