import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { ReviewService } from './reviews.service';

export const reviewRoutes: FastifyPluginAsync<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  route(
    app,
    'reviews.list',
    { summary: "A product's newest reviews with its rating and review count" },
    async (request) => reviews.list(request.params.slug),
  );

  route(
    app,
    'reviews.submit',
    {
      summary: 'Review a product',
      description:
        "Rating 1–5, text, name and a valid email are required; the email is never shown. The product's rating (average of its reviews, one decimal) and review count include the review as soon as this answers.",
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.submit(request.params.slug, request.body)),
  );
};
