/** The wishlist endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { write, signedInWrite } from '../api/contract';
import { wishlistIdsRequestSchema, wishlistSchema } from './index';
import type { wishlistEndpoints } from './endpoints';

export const wishlistContract = {
  'wishlist.lookup': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: write,
  },
  'wishlist.saved': { responses: { 200: wishlistSchema }, errors: [401] },
  'wishlist.save': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: signedInWrite,
  },
  'wishlist.merge': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: signedInWrite,
  },
} as const satisfies { [N in keyof typeof wishlistEndpoints]: EndpointContract };
