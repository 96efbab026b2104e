import {
  OWNER_EXISTS,
  SETUP_ERROR_CODES,
  type RoleGranted,
  type SetupStatus,
} from '@terracraft/shared/staff';
import { adminPaths } from '@terracraft/shared/routes';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, unauthenticated } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { SessionUser } from '../../plugins/session';
import { createInternalSettings } from '../settings';
import { createStaffRepository } from './staff.repository';
import { randomToken, sameToken } from './tokens';

/** Where the settings store keeps the setup token while the shop has no owner. */
const SETUP_TOKEN_KEY = 'internal.owner-setup-token';
const storedToken = z.object({ token: z.string().min(32) });

const tokenOf = (value: unknown) => storedToken.safeParse(value).data?.token;

/**
 * The first-owner setup link, or null when the shop has an owner. While it has none, one random
 * token is kept in the settings store, created once (INSERT … ON CONFLICT DO NOTHING), so every
 * instance and every restart prints the same link until it is used. Once an owner exists, a token
 * left behind is deleted.
 */
export async function ownerSetupLink(db: Database, publicUrl: string): Promise<string | null> {
  const internal = createInternalSettings(db);
  if (await createStaffRepository(db).ownerExists()) {
    await internal.remove(SETUP_TOKEN_KEY);
    return null;
  }
  let token = tokenOf(await internal.keep(SETUP_TOKEN_KEY, { token: randomToken() }));
  if (!token) {
    // Not a value this server wrote: start again with a token of its own.
    await internal.remove(SETUP_TOKEN_KEY);
    token = tokenOf(await internal.keep(SETUP_TOKEN_KEY, { token: randomToken() }));
  }
  return `${publicUrl}${adminPaths.setup}?token=${encodeURIComponent(token!)}`;
}

/** Claiming the shop: the signed-in account with the printed token becomes its first owner. */
export function createOwnerSetup({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    async status(): Promise<SetupStatus> {
      return { needsOwner: !(await createStaffRepository(db).ownerExists()) };
    },

    /**
     * Makes `user` the owner, deletes the token and records it, in one transaction. Refused once
     * the shop has an owner (409), and for any other token (403).
     */
    async claim(user: SessionUser, token: string): Promise<RoleGranted> {
      return db.transaction(async (tx) => {
        const internal = createInternalSettings(tx);
        const accounts = createStaffRepository(tx);
        // Concurrent claims queue on the token's row; the later ones then find the owner.
        const stored = tokenOf(await internal.lock(SETUP_TOKEN_KEY));
        if (await accounts.ownerExists()) {
          throw new AppError(409, SETUP_ERROR_CODES.ownerExists, OWNER_EXISTS);
        }
        if (!stored || !sameToken(stored, token)) {
          throw new AppError(
            403,
            SETUP_ERROR_CODES.invalidToken,
            'This setup link is not valid. Open the link the server printed when it started.',
          );
        }
        const account = await accounts.findById(user.id, { forUpdate: true });
        if (!account) throw unauthenticated();
        await accounts.setRole(account.id, 'owner', new Date());
        await internal.remove(SETUP_TOKEN_KEY);
        await audit.record(tx, {
          actor: { id: account.id, email: account.email, role: account.role },
          action: 'setup.claim',
          entityType: 'user',
          entityId: account.id,
          before: { email: account.email, role: account.role },
          after: { email: account.email, role: 'owner' },
        });
        return {
          user: { id: account.id, name: account.name, email: account.email, role: 'owner' },
        };
      });
    },
  };
}

export type OwnerSetup = ReturnType<typeof createOwnerSetup>;
