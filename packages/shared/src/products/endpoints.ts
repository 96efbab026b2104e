/** The products endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const productsEndpoints = {
  'admin.products.list': { method: 'GET', path: '/api/admin/products', access: 'staff' },
  'admin.products.get': { method: 'GET', path: '/api/admin/products/:slug', access: 'staff' },
  'admin.products.create': { method: 'POST', path: '/api/admin/products', access: 'staff' },
  'admin.products.update': { method: 'PATCH', path: '/api/admin/products/:slug', access: 'staff' },
  'admin.products.uploadPhoto': {
    method: 'POST',
    path: '/api/admin/products/:slug/photos',
    access: 'staff',
  },
  'admin.products.reorderPhotos': {
    method: 'PUT',
    path: '/api/admin/products/:slug/photos',
    access: 'staff',
  },
  'admin.products.updatePhoto': {
    method: 'PATCH',
    path: '/api/admin/products/:slug/photos/:photoId',
    access: 'staff',
  },
  'admin.products.removePhoto': {
    method: 'DELETE',
    path: '/api/admin/products/:slug/photos/:photoId',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
