/** The mail endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import { adminMailSchema, mailListQuerySchema, mailPageSchema, mailParamsSchema } from './index';
import type { mailEndpoints } from './endpoints';

export const mailContract = {
  'admin.mail.list': {
    query: mailListQuerySchema,
    responses: { 200: mailPageSchema },
    errors: staffRead,
  },
  // Queues a failed or sent mail once more (409 while it is queued or being sent).
  'admin.mail.resend': {
    params: mailParamsSchema,
    responses: { 200: adminMailSchema },
    errors: [...staffWrite, 404, 409],
  },
} as const satisfies { [N in keyof typeof mailEndpoints]: EndpointContract };
