/** The mail endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const mailEndpoints = {
  'admin.mails.list': { method: 'GET', path: '/api/admin/mails', access: 'staff' },
  'admin.mails.resend': { method: 'POST', path: '/api/admin/mails/:id/resend', access: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
