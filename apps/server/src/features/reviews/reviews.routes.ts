import {
  createdReviewSchema,
  newReviewSchema,
  productParamsSchema,
  reviewListSchema,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from './reviews.service';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  app.get(
    '/products/:slug/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's newest reviews with its rating and review count",
        params: productParamsSchema,
        response: { 200: reviewListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => reviews.list(request.params.slug),
  );

  app.post(
    '/products/:slug/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a product',
        description:
          "Rating 1–5, text, name and a valid email are required; the email is never shown. The product's rating (average of its reviews, one decimal) and review count include the review as soon as this answers.",
        params: productParamsSchema,
        body: newReviewSchema,
        response: {
          201: createdReviewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.submit(request.params.slug, request.body)),
  );
};
