import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { type SessionGuard, signedInUser } from '../../plugins/session';
import type { AddressService } from './addresses.service';

export const addressRoutes: FastifyPluginAsync<{
  addresses: AddressService;
  sessions: SessionGuard;
}> = async (app, { addresses, sessions }) => {
  const preHandler = sessions.requireUser;

  route(
    app,
    'addresses.list',
    { summary: 'The signed-in shopper’s address book, the default first', preHandler },
    async (request) => addresses.list(signedInUser(request).id),
  );

  route(
    app,
    'addresses.create',
    {
      summary: 'Add an address to the address book',
      description:
        'The first address becomes the default, as does one sent with isDefault. A full address book (20) answers 409.',
      preHandler,
    },
    async (request, reply) =>
      reply.code(201).send(await addresses.create(signedInUser(request).id, request.body)),
  );

  route(
    app,
    'addresses.update',
    { summary: 'Change one of the shopper’s addresses (404 for anyone else’s)', preHandler },
    async (request) => addresses.update(signedInUser(request).id, request.params.id, request.body),
  );

  route(
    app,
    'addresses.delete',
    {
      summary: 'Delete an address; if it was the default, the newest one left becomes the default',
      preHandler,
    },
    async (request) => addresses.remove(signedInUser(request).id, request.params.id),
  );

  route(
    app,
    'addresses.makeDefault',
    { summary: 'Make an address the default one checkout starts from', preHandler },
    async (request) => addresses.makeDefault(signedInUser(request).id, request.params.id),
  );
};
