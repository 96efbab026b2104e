/** The delivery endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import {
  deliveryQuoteSchema,
  pinCheckParamsSchema,
  pinCheckQuerySchema,
} from '../delivery/schemas';
import type { deliveryEndpoints } from './endpoints';

export const deliveryContract = {
  'delivery.pin': {
    params: pinCheckParamsSchema,
    query: pinCheckQuerySchema,
    responses: { 200: deliveryQuoteSchema },
    // 404 UNKNOWN_PIN: India Post has no such PIN.
    errors: [400, 404, 429],
  },
} as const satisfies { [N in keyof typeof deliveryEndpoints]: EndpointContract };
