/** The reviews endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const reviewsEndpoints = {
  'reviews.list': { method: 'GET', path: '/api/products/:slug/reviews' },
  'reviews.submit': { method: 'POST', path: '/api/products/:slug/reviews' },
  'reviews.mine': { method: 'GET', path: '/api/products/:slug/reviews/mine' },
  'reviews.update': { method: 'PUT', path: '/api/products/:slug/reviews/mine' },
  'admin.reviews.list': { method: 'GET', path: '/api/admin/reviews', access: 'staff' },
  'admin.reviews.setStatus': {
    method: 'PUT',
    path: '/api/admin/reviews/:id/status',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
