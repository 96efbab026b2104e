/** The wishlist endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const wishlistEndpoints = {
  'wishlist.lookup': { method: 'POST', path: '/api/wishlist/lookup' },
  'wishlist.saved': { method: 'GET', path: '/api/wishlist' },
  'wishlist.save': { method: 'PUT', path: '/api/wishlist' },
  'wishlist.merge': { method: 'POST', path: '/api/wishlist/merge' },
} as const satisfies Record<string, EndpointRoute>;
