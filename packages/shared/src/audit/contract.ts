/** The audit endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead } from '../api/contract';
import { auditListQuerySchema, auditPageSchema } from './index';
import type { auditEndpoints } from './endpoints';

export const auditContract = {
  'admin.audit.list': {
    query: auditListQuerySchema,
    responses: { 200: auditPageSchema },
    errors: staffRead,
  },
} as const satisfies { [N in keyof typeof auditEndpoints]: EndpointContract };
