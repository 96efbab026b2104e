import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { AuditLog } from './audit.service';

export const auditAdminRoutes: FastifyPluginAsync<{ audit: AuditLog }> = async (app, { audit }) => {
  route(
    app,
    'admin.audit.list',
    {
      summary: 'The audit log, newest first (owners)',
      description:
        'Every write made from the back office: who (id, email, role then), when, the action, the entity, and its state before and after. Filters combine: actorId or actorEmail, entityType (and entityId), from (included) and to (excluded). Pages of up to 100 (limit, default 50); pass nextCursor as cursor for the next page, with the same filters.',
    },
    async (request) => {
      return audit.list(request.query);
    },
  );
};
