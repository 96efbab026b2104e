/** The mail endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const mailEndpoints = {
  'admin.mail.list': { method: 'GET', path: '/api/admin/mails', access: 'staff' },
  'admin.mail.resend': { method: 'POST', path: '/api/admin/mails/:id/resend', access: 'staff' },
} as const satisfies Record<string, EndpointRoute>;
