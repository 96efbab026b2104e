/** The blog endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const blogEndpoints = {
  'blog.posts': { method: 'GET', path: '/api/blog/posts' },
  'blog.post': { method: 'GET', path: '/api/blog/posts/:slug' },
} as const satisfies Record<string, EndpointRoute>;
