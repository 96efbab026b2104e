import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInUser, type SessionGuard } from '../../plugins/session';
import type { ReviewService } from './reviews.service';

export const reviewRoutes: FastifyPluginAsync<{
  reviews: ReviewService;
  sessions: SessionGuard;
}> = async (app, { reviews, sessions }) => {
  route(
    app,
    'reviews.list',
    {
      summary: "A product's newest shown reviews with its rating and review count",
      description:
        'Pending and rejected reviews are never listed, and the rating (average, one decimal) and count are of the shown reviews only.',
    },
    async (request) => reviews.list(request.params.slug),
  );

  route(
    app,
    'reviews.mine',
    {
      summary: "The signed-in shopper's own review of the product, shown or not",
      preHandler: sessions.requireUser,
    },
    async (request) => {
      return reviews.mine(request.params.slug, signedInUser(request));
    },
  );

  route(
    app,
    'reviews.submit',
    {
      summary: 'Review a product (signed-in shoppers, once per product)',
      description:
        "Rating 1–5 and text are required; the review is shown under the account's name, and the account's email is kept with it and never shown. A shopper with a delivered order of the product writes a verified review, shown and counted in the product's rating at once; any other review is pending until staff approve it. A second review of the same product is refused with 409 REVIEW_EXISTS: edit the first instead.",
      preHandler: sessions.requireUser,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviews.submit(request.params.slug, signedInUser(request), request.body)),
  );

  route(
    app,
    'reviews.update',
    {
      summary: "Edit the signed-in shopper's review of the product",
      description:
        'A verified buyer’s edit stays shown; any other edit (and any edit of a rejected review) is pending again until staff approve it. 404 when the shopper has not reviewed the product.',
      preHandler: sessions.requireUser,
    },
    async (request) => reviews.update(request.params.slug, signedInUser(request), request.body),
  );
};
