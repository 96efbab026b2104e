import { errorResponseSchema } from '@terracraft/shared/errors';
import {
  newsletterSubscriptionResponseSchema,
  newsletterSubscriptionSchema,
} from '@terracraft/shared/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createNewsletterRepository } from './newsletter.repository';

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const subscribers = createNewsletterRepository(db);

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        description:
          'Subscribing an address twice is not an error: the answer says it already was.',
        body: newsletterSubscriptionSchema,
        response: {
          200: newsletterSubscriptionResponseSchema,
          201: newsletterSubscriptionResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const isNew = await subscribers.subscribe(email);
      return reply.code(isNew ? 201 : 200).send({ email, alreadySubscribed: !isNew });
    },
  );
};
