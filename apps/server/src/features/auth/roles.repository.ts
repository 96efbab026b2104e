import { eq } from 'drizzle-orm';
import type { StaffRole } from '@terracraft/shared/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Reads the role of an account: a column better-auth does not know of, so it is read apart. */
export function createRoleRepository(db: Database) {
  return {
    async roleOf(userId: string): Promise<StaffRole | null> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role ?? null;
    },
  };
}
export type RoleRepository = ReturnType<typeof createRoleRepository>;
