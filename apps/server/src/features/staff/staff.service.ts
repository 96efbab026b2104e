import type { StaffList } from '@terracraft/shared/staff';
import { afterCommit } from '../../db/after-commit';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { StaffUser } from '../../plugins/session';
import { createStaffRepository } from './staff.repository';

/** The shop's staff as its owners manage them. */
export function createStaffService({
  db,
  audit,
  sessionsChanged,
}: {
  db: Database;
  audit: AuditLog;
  /** Forgets the sessions every instance keeps in memory (auth/session-cache.ts). */
  sessionsChanged: () => void;
}) {
  async function list(): Promise<StaffList> {
    const members = await createStaffRepository(db).members();
    return {
      items: members.map((member) => ({ ...member, since: member.since.toISOString() })),
    };
  }

  return {
    list,

    /**
     * Takes a staff member's role away and ends all their sessions, in one transaction with its
     * audit entry. An owner is never removed this way, and nobody removes themself.
     */
    async remove(owner: StaffUser, userId: string): Promise<StaffList> {
      if (userId === owner.id) throw forbidden('You cannot remove yourself from the staff.');
      await db.transaction(async (tx) => {
        const accounts = createStaffRepository(tx);
        const member = await accounts.findById(userId, { forUpdate: true });
        if (!member?.role) throw notFound('No staff member has this id.');
        if (member.role === 'owner') {
          throw forbidden('An owner cannot be removed: only staff members can.');
        }
        await accounts.setRole(member.id, null, new Date());
        await accounts.endSessions(member.id);
        // Signed out on every instance from the commit on, before the owner hears it is done.
        afterCommit(tx, sessionsChanged);
        await audit.record(tx, {
          actor: owner,
          action: 'staff.remove',
          entityType: 'user',
          entityId: member.id,
          before: { email: member.email, role: member.role },
          after: { email: member.email, role: null },
        });
      });
      return list();
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
