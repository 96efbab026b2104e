/** The customers endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const customersEndpoints = {
  'admin.customers.list': { method: 'GET', path: '/api/admin/customers', access: 'staff' },
  'admin.customers.get': { method: 'GET', path: '/api/admin/customers/:id', access: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
