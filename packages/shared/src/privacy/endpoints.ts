/** The privacy endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const privacyEndpoints = {
  'privacy.export': { method: 'GET', path: '/api/account/data' },
  'privacy.deleteAccount': { method: 'POST', path: '/api/account/delete' },
} as const satisfies Record<string, EndpointRoute>;
