/** The coupons endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const couponsEndpoints = {
  'coupons.quote': { method: 'POST', path: '/api/coupons/quote' },
  'admin.coupons.list': { method: 'GET', path: '/api/admin/coupons', access: 'staff' },
  'admin.coupons.get': { method: 'GET', path: '/api/admin/coupons/:code', access: 'staff' },
  'admin.coupons.create': { method: 'POST', path: '/api/admin/coupons', access: 'staff' },
  'admin.coupons.update': { method: 'PUT', path: '/api/admin/coupons/:code', access: 'staff' },
  'admin.coupons.setActive': {
    method: 'PUT',
    path: '/api/admin/coupons/:code/active',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
