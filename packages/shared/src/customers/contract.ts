/** The customers endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead } from '../api/contract';
import {
  customerDetailSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerParamsSchema,
} from './index';
import type { customersEndpoints } from './endpoints';

export const customersContract = {
  'admin.customers.list': {
    query: customerListQuerySchema,
    responses: { 200: customerPageSchema },
    errors: staffRead,
  },
  'admin.customers.get': {
    params: customerParamsSchema,
    responses: { 200: customerDetailSchema },
    errors: [...staffRead, 404],
  },
} as const satisfies { [N in keyof typeof customersEndpoints]: EndpointContract };
