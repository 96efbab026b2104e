/** The cart endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { write, signedInWrite } from '../api/contract';
import { cartLinesRequestSchema, cartMergeRequestSchema, pricedCartSchema } from './index';
import type { cartEndpoints } from './endpoints';

export const cartContract = {
  'cart.price': {
    body: cartLinesRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: write,
  },
  'cart.saved': { responses: { 200: pricedCartSchema }, errors: [401] },
  'cart.save': {
    body: cartLinesRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: [...signedInWrite, 422],
  },
  'cart.merge': {
    body: cartMergeRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: signedInWrite,
  },
} as const satisfies { [N in keyof typeof cartEndpoints]: EndpointContract };
