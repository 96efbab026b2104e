/** The newsletter endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const newsletterEndpoints = {
  'newsletter.subscribe': { method: 'POST', path: '/api/newsletter' },
  'admin.newsletter.list': { method: 'GET', path: '/api/admin/subscribers', access: 'staff' },
  'admin.newsletter.export': {
    method: 'GET',
    path: '/api/admin/subscribers/export',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
