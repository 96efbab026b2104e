import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { OWNER_ONLY, STAFF_ONLY } from '@terracraft/shared/staff';
import type { StaffRole } from '@terracraft/shared/auth';
import type { Auth, RoleRepository, SessionCache } from '../features/auth';
import { forbidden, unauthenticated } from '../lib/errors';

/** The signed-in shopper, as features see them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** The account's mobile number (10 digits), or null. */
  phone?: string | null;
  /** Two-factor sign-in is on. */
  twoFactorEnabled?: boolean;
  /** Read by `requireStaff` and `requireOwner` only; absent for shoppers' routes. */
  role?: StaffRole | null;
}

/** A signed-in account with a role, as the back office's routes see it. */
export interface StaffUser extends SessionUser {
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`, `requireStaff`, `requireOwner` (always) and `loadUser` (when signed in). */
    user?: SessionUser;
  }
}

/**
 * Hooks that read the session cookie. Routes for signed-in shoppers use `requireUser` as a
 * preHandler and then read `request.user`. A session is extended when used (at most once a day);
 * the renewed cookie goes back with whatever answer the route gives. Staff and owners have the
 * same sessions and cookies as shoppers: their role is read from the account on each request of
 * the back office, so a role taken away counts at once.
 */
export function createSessionGuard(
  auth: Auth,
  roles: RoleRepository,
  cache: SessionCache<SessionUser>,
) {
  const { expiresIn = 7 * 24 * 3600, updateAge = 24 * 3600 } = auth.options.session ?? {};

  async function currentUser(
    request: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<SessionUser | undefined> {
    const cookie = request.headers.cookie;
    if (!cookie) return undefined;
    // The same cookies answer the same session: kept briefly (session-cache.ts).
    return cache.read(cookie, async () => {
      const { headers, response: session } = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
      if (!session) return undefined;
      const { id, name, email, phone, twoFactorEnabled } = session.user;
      const user = {
        id,
        name,
        email,
        phone: phone ?? null,
        twoFactorEnabled: twoFactorEnabled === true,
      };
      const expires = new Date(session.session.expiresAt).getTime();
      // Kept no longer than the session lasts, nor past the moment it is due for renewal (the
      // renewed cookie goes out with the answer of the read that renews it); a read that sent
      // cookies is not kept at all.
      const keepUntil =
        cookies.length > 0 ? 0 : Math.min(expires, expires - (expiresIn - updateAge) * 1000);
      return { value: user, keepUntil };
    });
  }

  /** The signed-in account with its role; 401 for a visitor, 403 for a shopper. */
  async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser> {
    const user = await currentUser(request, reply);
    if (!user) throw unauthenticated();
    const role = await roles.roleOf(user.id);
    request.user = { ...user, role };
    if (!role) throw forbidden(STAFF_ONLY);
    return { ...user, role };
  }

  return {
    currentUser,
    /** Forgets every kept session, here and on every instance: see session-cache.ts. */
    sessionsChanged: () => cache.drop(),
    roleOf: roles.roleOf,
    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      const user = await currentUser(request, reply);
      if (!user) throw unauthenticated();
      request.user = user;
    },
    async loadUser(request: FastifyRequest, reply: FastifyReply) {
      request.user = await currentUser(request, reply);
    },
    /** For the back office: staff and owners pass. */
    async requireStaff(request: FastifyRequest, reply: FastifyReply) {
      await requireStaff(request, reply);
    },
    /** For the owner's endpoints: 401 for a visitor, 403 for a shopper and for staff. */
    async requireOwner(request: FastifyRequest, reply: FastifyReply) {
      const { role } = await requireStaff(request, reply);
      if (role !== 'owner') throw forbidden(OWNER_ONLY);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

/** For handlers behind `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** For handlers behind `requireStaff` or `requireOwner`. */
export function signedInStaff(request: FastifyRequest): StaffUser {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (!user.role) throw forbidden(STAFF_ONLY);
  return { ...user, role: user.role };
}
