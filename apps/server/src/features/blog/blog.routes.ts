import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { BlogService } from './blog.service';

export const blogRoutes: FastifyPluginAsync<{ blog: BlogService }> = async (app, { blog }) => {
  route(app, 'blog.posts', { summary: 'All blog posts, newest first' }, async () => ({
    items: await blog.list(),
  }));

  route(app, 'blog.post', { summary: 'One blog post with its full text' }, async (request) =>
    blog.get(request.params.slug),
  );
};
