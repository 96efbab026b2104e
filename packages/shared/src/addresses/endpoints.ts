/** The addresses endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const addressesEndpoints = {
  'addresses.list': { method: 'GET', path: '/api/account/addresses' },
  'addresses.create': { method: 'POST', path: '/api/account/addresses' },
  'addresses.update': { method: 'PUT', path: '/api/account/addresses/:id' },
  'addresses.delete': { method: 'DELETE', path: '/api/account/addresses/:id' },
  'addresses.makeDefault': { method: 'POST', path: '/api/account/addresses/:id/default' },
} as const satisfies Record<string, EndpointRoute>;
