/** The contact endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const contactEndpoints = {
  'contact.send': { method: 'POST', path: '/api/contact' },
  'admin.contact.list': { method: 'GET', path: '/api/admin/messages', access: 'staff' },
  'admin.contact.get': { method: 'GET', path: '/api/admin/messages/:id', access: 'staff' },
  'admin.contact.setStatus': {
    method: 'PUT',
    path: '/api/admin/messages/:id/status',
    access: 'staff',
  },
  'admin.contact.reply': {
    method: 'POST',
    path: '/api/admin/messages/:id/replies',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
