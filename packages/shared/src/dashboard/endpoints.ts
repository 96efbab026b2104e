/** The dashboard endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const dashboardEndpoints = {
  'admin.dashboard.get': { method: 'GET', path: '/api/admin/dashboard', access: 'staff' },
  'admin.dashboard.goLive': {
    method: 'GET',
    path: '/api/admin/dashboard/go-live',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
