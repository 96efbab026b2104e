/** The settings endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const settingsEndpoints = {
  'settings.public': { method: 'GET', path: '/api/settings/public' },
  'admin.settings.get': { method: 'GET', path: '/api/admin/settings', access: 'staff' },
  'admin.settings.update': { method: 'PUT', path: '/api/admin/settings', access: 'owner' },
} as const satisfies Record<string, EndpointRoute>;
