/** The health endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const healthEndpoints = {
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, EndpointRoute>;
