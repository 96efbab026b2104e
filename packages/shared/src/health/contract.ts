/** The health endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { healthResponseSchema } from './index';
import type { healthEndpoints } from './endpoints';

export const healthContract = {
  health: {
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
    errors: [500],
  },
} as const satisfies { [N in keyof typeof healthEndpoints]: EndpointContract };
