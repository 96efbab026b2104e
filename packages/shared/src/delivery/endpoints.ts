/** The delivery endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const deliveryEndpoints = {
  'delivery.pin': { method: 'GET', path: '/api/delivery/pin/:pin' },
} as const satisfies Record<string, EndpointRoute>;
