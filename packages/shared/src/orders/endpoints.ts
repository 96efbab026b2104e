/** The orders endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const ordersEndpoints = {
  'orders.quote': { method: 'POST', path: '/api/orders/quote' },
  'orders.place': { method: 'POST', path: '/api/orders' },
  'orders.list': { method: 'GET', path: '/api/orders' },
  'orders.get': { method: 'GET', path: '/api/orders/:number' },
  'orders.cancel': { method: 'POST', path: '/api/orders/:number/cancel' },
  'orders.document': { method: 'GET', path: '/api/orders/:number/documents/:documentId' },
  'admin.orders.list': { method: 'GET', path: '/api/admin/orders', access: 'staff' },
  'admin.orders.get': { method: 'GET', path: '/api/admin/orders/:number', access: 'staff' },
  'admin.orders.confirm': {
    method: 'POST',
    path: '/api/admin/orders/:number/confirm',
    access: 'staff',
  },
  'admin.orders.pack': { method: 'POST', path: '/api/admin/orders/:number/pack', access: 'staff' },
  'admin.orders.ship': { method: 'POST', path: '/api/admin/orders/:number/ship', access: 'staff' },
  'admin.orders.deliver': {
    method: 'POST',
    path: '/api/admin/orders/:number/deliver',
    access: 'staff',
  },
  'admin.orders.cancel': {
    method: 'POST',
    path: '/api/admin/orders/:number/cancel',
    access: 'staff',
  },
  'admin.orders.collectCash': {
    method: 'POST',
    path: '/api/admin/orders/:number/cash-collected',
    access: 'staff',
  },
  'admin.orders.addNote': {
    method: 'POST',
    path: '/api/admin/orders/:number/notes',
    access: 'staff',
  },
  'admin.orders.document': {
    method: 'GET',
    path: '/api/admin/orders/:number/documents/:documentId',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
