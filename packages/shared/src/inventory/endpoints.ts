/** The inventory endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const inventoryEndpoints = {
  'admin.inventory.adjust': {
    method: 'POST',
    path: '/api/admin/products/:slug/stock',
    access: 'staff',
  },
  'admin.inventory.history': {
    method: 'GET',
    path: '/api/admin/products/:slug/stock',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
