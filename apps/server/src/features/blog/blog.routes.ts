import { blogPostListSchema, blogPostParamsSchema, blogPostSchema } from '@terracraft/shared/blog';
import { errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogService } from './blog.service';

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'All blog posts, newest first',
        response: { 200: blogPostListSchema },
      },
    },
    async () => ({ items: await blog.list() }),
  );

  app.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post with its full text',
        params: blogPostParamsSchema,
        response: { 200: blogPostSchema, 404: errorResponseSchema },
      },
    },
    async (request) => blog.get(request.params.slug),
  );
};
