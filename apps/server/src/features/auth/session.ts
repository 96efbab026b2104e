import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthenticated } from '../../lib/errors';
import type { Auth } from './auth';

/** The signed-in shopper, as features see them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (always) and `loadUser` (when signed in). */
    user?: SessionUser;
  }
}

/**
 * Hooks that read the session cookie. Routes for signed-in shoppers use `requireUser` as a
 * preHandler and then read `request.user`. A session is extended when used (at most once a day);
 * the renewed cookie goes back with whatever answer the route gives.
 */
export function createSessionGuard(auth: Auth) {
  async function currentUser(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<SessionUser | undefined> {
    if (!request.headers.cookie) return undefined;
    const { headers, response: session } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
    if (!session) return undefined;
    return { id: session.user.id, name: session.user.name, email: session.user.email };
  }
  return {
    currentUser,
    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      const user = await currentUser(request, reply);
      if (!user) throw unauthenticated();
      request.user = user;
    },
    async loadUser(request: FastifyRequest, reply: FastifyReply) {
      request.user = await currentUser(request, reply);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

/** For handlers behind `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
