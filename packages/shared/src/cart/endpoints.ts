/** The cart endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const cartEndpoints = {
  'cart.price': { method: 'POST', path: '/api/cart/price' },
  'cart.saved': { method: 'GET', path: '/api/cart' },
  'cart.save': { method: 'PUT', path: '/api/cart' },
  'cart.merge': { method: 'POST', path: '/api/cart/merge' },
} as const satisfies Record<string, EndpointRoute>;
