import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { NewsletterService } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsync<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  route(
    app,
    'newsletter.subscribe',
    {
      summary: 'Subscribe an email address to the newsletter',
      description: 'Subscribing an address twice is not an error: the answer says it already was.',
    },
    async (request, reply) => {
      const subscription = await newsletter.subscribe(request.body.email);
      return reply.code(subscription.alreadySubscribed ? 200 : 201).send(subscription);
    },
  );
};
