/** The privacy endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { signedInWrite } from '../api/contract';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  personalDataSchema,
} from './index';
import type { privacyEndpoints } from './endpoints';

export const privacyContract = {
  /** A JSON attachment (Content-Disposition) with everything the shop keeps about the shopper. */
  'privacy.export': { responses: { 200: personalDataSchema }, errors: [401] },
  'privacy.deleteAccount': {
    body: deleteAccountRequestSchema,
    responses: { 200: deleteAccountResponseSchema },
    // 403: wrong password or confirmation; 409: open orders or returns, or the last owner.
    errors: [...signedInWrite, 403, 409],
  },
} as const satisfies { [N in keyof typeof privacyEndpoints]: EndpointContract };
