import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@terracraft/shared/auth';
import type { Database, Transaction } from '../../db/client';
import { sessions, users } from '../../db/schema';

interface Account {
  id: string;
  email: string;
  name: string;
  role: StaffRole | null;
}

const account = { id: users.id, email: users.email, name: users.name, role: users.role };

/** Accounts' roles: who has one, granting and taking it away. */
export function createStaffRepository(db: Database | Transaction) {
  return {
    async ownerExists(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .limit(1);
      return row !== undefined;
    },

    /** Owners first, then staff, each longest-serving first. */
    async members() {
      return db
        .select({
          ...account,
          role: sql<StaffRole>`${users.role}`,
          since: sql<Date>`coalesce(${users.roleSince}, ${users.createdAt})`.mapWith(
            users.createdAt,
          ),
        })
        .from(users)
        .where(isNotNull(users.role))
        .orderBy(sql`${users.role} = 'owner' DESC`, asc(users.roleSince), asc(users.id));
    },

    async findById(id: string, { forUpdate = false } = {}): Promise<Account | undefined> {
      const query = db.select(account).from(users).where(eq(users.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async findByEmail(email: string): Promise<Account | undefined> {
      const [row] = await db.select(account).from(users).where(eq(users.email, email));
      return row;
    },

    async setRole(id: string, role: StaffRole | null, at: Date) {
      await db
        .update(users)
        .set({ role, roleSince: role === null ? null : at })
        .where(eq(users.id, id));
    },

    /** Signs the account out everywhere. */
    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
