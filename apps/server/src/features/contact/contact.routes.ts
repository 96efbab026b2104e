import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsync<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  route(app, 'contact.send', { summary: 'Send a message to the shop' }, async (request, reply) =>
    reply.code(201).send(await contact.receive(request.body)),
  );
};
