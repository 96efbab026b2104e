/** The blog endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { blogPostListSchema, blogPostParamsSchema, blogPostSchema } from './index';
import type { blogEndpoints } from './endpoints';

export const blogContract = {
  'blog.posts': { responses: { 200: blogPostListSchema }, errors: [] },
  'blog.post': {
    params: blogPostParamsSchema,
    responses: { 200: blogPostSchema },
    errors: [400, 404],
  },
} as const satisfies { [N in keyof typeof blogEndpoints]: EndpointContract };
