import type { FastifyInstance } from 'fastify';
import { adminAccessOf } from '@terracraft/shared/api';
import { STAFF_GUARDED } from '../lib/endpoint-route';
import type { SessionGuard } from './session';

/**
 * The one guard of the back office. Every admin routes plugin registers inside the scope this
 * prepares (app.ts), and every request to them is checked before anything else happens to it
 * (an onRequest hook: before the body is read or validated): 401 for a visitor, 403 for a
 * shopper, and 403 for staff on the endpoints the shared table gives to owners. The table is the
 * one place that says which are owners' (`access: 'owner'`); the access test reads it too.
 */
export function guardAdminRoutes(admin: FastifyInstance, sessions: SessionGuard) {
  admin.decorate(STAFF_GUARDED, true);

  // Only staff and owners' endpoints of the table belong here: a route without an endpoint, or one
  // for any signed-in account, would be guarded by the wrong rule.
  admin.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    const access = endpoint === undefined ? undefined : adminAccessOf(endpoint);
    if (access !== 'staff' && access !== 'owner') {
      throw new Error(
        `${String(route.method)} ${route.url} is not a staff or owner endpoint of the table: it does not belong behind the staff guard`,
      );
    }
  });

  admin.addHook('onRequest', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint !== undefined && adminAccessOf(endpoint) === 'staff') {
      await sessions.requireStaff(request, reply);
    } else {
      // Owners' endpoints, and anything that could not say (fails closed).
      await sessions.requireOwner(request, reply);
    }
  });
}
