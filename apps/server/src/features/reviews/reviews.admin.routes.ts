import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { ReviewQueue } from './reviews.admin.service';

/** The console's review queue: every review newest first; approve or reject. */
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
        'A verified buyer’s review is shown as soon as it is written; any other waits as pending for staff. Filter by status (shown, pending or rejected). Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return reviewQueue.list(request.query);
    },
  );

  route(
    app,
    'admin.reviews.setStatus',
    {
      summary: 'Approve or reject a review',
      description:
        'Approving (status shown) puts the review on the product page and into its rating and review count at once; rejecting takes it off them. Send the updatedAt you read: 409 STALE when the review changed since.',
    },
    async (request) =>
      reviewQueue.setStatus(signedInStaff(request), request.params.id, request.body),
  );
};
