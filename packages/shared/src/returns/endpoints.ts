/** The returns endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const returnsEndpoints = {
  'returns.request': { method: 'POST', path: '/api/orders/:number/returns' },
  'returns.uploadPhoto': { method: 'POST', path: '/api/returns/photos' },
  'admin.returns.list': { method: 'GET', path: '/api/admin/returns', access: 'staff' },
  'admin.returns.get': { method: 'GET', path: '/api/admin/returns/:number', access: 'staff' },
  'admin.returns.ofOrder': {
    method: 'GET',
    path: '/api/admin/orders/:number/returns',
    access: 'staff',
  },
  'admin.returns.photo': {
    method: 'GET',
    path: '/api/admin/returns/:number/photos/:photoId',
    access: 'staff',
  },
  'admin.returns.approve': {
    method: 'POST',
    path: '/api/admin/returns/:number/approve',
    access: 'staff',
  },
  'admin.returns.reject': {
    method: 'POST',
    path: '/api/admin/returns/:number/reject',
    access: 'staff',
  },
  'admin.returns.receive': {
    method: 'POST',
    path: '/api/admin/returns/:number/receive',
    access: 'staff',
  },
  'admin.returns.refund': {
    method: 'POST',
    path: '/api/admin/returns/:number/refund',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
