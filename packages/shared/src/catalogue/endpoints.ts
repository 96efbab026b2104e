/** The catalogue endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const catalogueEndpoints = {
  'catalogue.categories': { method: 'GET', path: '/api/categories' },
  'catalogue.products': { method: 'GET', path: '/api/products' },
  'catalogue.product': { method: 'GET', path: '/api/products/:slug' },
  'catalogue.related': { method: 'GET', path: '/api/products/:slug/related' },
  'catalogue.collection': { method: 'GET', path: '/api/collections/:list' },
  'catalogue.search': { method: 'GET', path: '/api/search' },
  'admin.catalogue.synonyms': {
    method: 'GET',
    path: '/api/admin/search-synonyms',
    access: 'staff',
  },
  'admin.catalogue.createSynonym': {
    method: 'POST',
    path: '/api/admin/search-synonyms',
    access: 'staff',
  },
  'admin.catalogue.updateSynonym': {
    method: 'PUT',
    path: '/api/admin/search-synonyms/:id',
    access: 'staff',
  },
  'admin.catalogue.removeSynonym': {
    method: 'DELETE',
    path: '/api/admin/search-synonyms/:id',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;
