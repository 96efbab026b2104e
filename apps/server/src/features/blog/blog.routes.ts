import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { BlogService } from './blog.service';

/** The same for every reader: a CDN may keep it briefly, browsers revalidate it. */
const PUBLIC = { httpCache: 'public' } as const;

export const blogRoutes: FastifyPluginAsync<{ blog: BlogService }> = async (app, { blog }) => {
  route(
    app,
    'blog.posts',
    { config: PUBLIC, summary: 'All blog posts, newest first' },
    async () => ({
      items: await blog.list(),
    }),
  );

  route(
    app,
    'blog.post',
    { config: PUBLIC, summary: 'One blog post with its full text' },
    async (request) => blog.get(request.params.slug),
  );
};
