import type { Wishlist } from '@terracraft/shared/wishlist';
import { api } from '../../../lib/api-client';

export const wishlistApi = {
  lookup: (ids: string[]) => api<Wishlist>('/wishlist/lookup', { body: { ids } }),
  saved: () => api<Wishlist>('/wishlist'),
  save: (ids: string[]) => api<Wishlist>('/wishlist', { method: 'PUT', body: { ids } }),
  merge: (ids: string[]) => api<Wishlist>('/wishlist/merge', { body: { ids } }),
};
