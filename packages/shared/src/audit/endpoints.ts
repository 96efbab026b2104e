/** The audit endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const auditEndpoints = {
  'admin.audit.list': { method: 'GET', path: '/api/admin/audit', access: 'owner' },
} as const satisfies Record<string, EndpointRoute>;
