import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../auth/session';
import type { ReviewQueue } from './reviews.admin.service';

/** The console's review queue: every review newest first; publish or hide. */
export const reviewAdminRoutes: FastifyPluginAsync<{ reviewQueue: ReviewQueue }> = async (
  app,
  { reviewQueue },
) => {
  route(
    app,
    'admin.reviews.list',
    {
      summary: 'Reviews, newest first',
      description:
        'Reviews are published as soon as shoppers write them; filter by status (published or hidden). Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviewQueue.list(request.query);
    },
  );

  route(
    app,
    'admin.reviews.setStatus',
    {
      summary: 'Publish or hide a review',
      description:
        'A hidden review leaves the product page, and the product’s rating and review count are recomputed without it at once; publishing brings it back. Send the updatedAt you read: 409 STALE when the review changed since.',
    },
    async (request) =>
      reviewQueue.setStatus(signedInStaff(request), request.params.id, request.body),
  );
};
