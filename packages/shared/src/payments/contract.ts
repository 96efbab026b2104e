/** The payments endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { orderParamsSchema, orderSchema } from '../orders';
import {
  paymentConfigSchema,
  paymentConfirmationSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  webhookResultSchema,
} from './index';
import type { paymentsEndpoints } from './endpoints';

export const paymentsContract = {
  'payments.config': { responses: { 200: paymentConfigSchema }, errors: [] },
  'payments.confirm': {
    params: orderParamsSchema,
    body: paymentConfirmationSchema,
    responses: { 200: z.object({ order: orderSchema }) },
    errors: [400, 401, 404, 409, 429, 502],
  },
  'payments.webhook': {
    responses: { 200: webhookResultSchema },
    errors: [400, 429, 503],
  },
  'payments.sandboxScript': { responses: { 200: z.string() }, errors: [404] },
  'payments.sandboxPay': {
    body: sandboxPayRequestSchema,
    responses: { 200: sandboxPayResponseSchema },
    errors: [400, 401, 404, 429],
  },
} as const satisfies { [N in keyof typeof paymentsEndpoints]: EndpointContract };
