import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { SynonymAdmin } from './synonyms.admin.service';

/** The console's search synonyms: list, create, change, delete. */
export const synonymAdminRoutes: FastifyPluginAsync<{ synonyms: SynonymAdmin }> = async (
  app,
  { synonyms },
) => {
  route(
    app,
    'admin.catalogue.synonyms',
    { summary: 'The search synonym groups, oldest first' },
    async () => {
      return synonyms.list();
    },
  );

  route(
    app,
    'admin.catalogue.createSynonym',
    {
      summary: 'Add a synonym group',
      description:
        'Terms are lower-cased; each is one to three words of letters, digits and hyphens. A search word that is a term also finds products by every other term of its group, at once. 409 when a term is in another group.',
    },
    async (request, reply) =>
      reply.code(201).send(await synonyms.create(signedInStaff(request), request.body.terms)),
  );

  route(
    app,
    'admin.catalogue.updateSynonym',
    {
      summary: 'Change a synonym group’s terms',
      description: '409 when a term is in another group.',
    },
    async (request) =>
      synonyms.update(signedInStaff(request), request.params.id, request.body.terms),
  );

  route(
    app,
    'admin.catalogue.removeSynonym',
    { summary: 'Delete a synonym group; answers the groups left' },
    async (request) => {
      await synonyms.remove(signedInStaff(request), request.params.id);
      return synonyms.list();
    },
  );
};
