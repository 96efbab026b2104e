/** The newsletter endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { write, staffRead } from '../api/contract';
import { newsletterSubscriptionResponseSchema, newsletterSubscriptionSchema } from './index';
import {
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from './admin';
import type { newsletterEndpoints } from './endpoints';

export const newsletterContract = {
  'newsletter.subscribe': {
    body: newsletterSubscriptionSchema,
    responses: {
      200: newsletterSubscriptionResponseSchema,
      201: newsletterSubscriptionResponseSchema,
    },
    errors: write,
  },
  'admin.newsletter.list': {
    query: subscriberListQuerySchema,
    responses: { 200: subscriberPageSchema },
    errors: staffRead,
  },
  'admin.newsletter.export': {
    query: subscriberExportQuerySchema,
    /** text/csv, as an attachment. */
    responses: { 200: z.string() },
    errors: staffRead,
  },
} as const satisfies { [N in keyof typeof newsletterEndpoints]: EndpointContract };
