import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffInvitations, users } from '../../db/schema';

export type InvitationRow = typeof staffInvitations.$inferSelect;
type NewInvitation = Omit<typeof staffInvitations.$inferInsert, 'id'>;

export function createInvitationRepository(db: Database | Transaction) {
  const withInviter = () =>
    db
      .select({ invitation: staffInvitations, inviterEmail: users.email })
      .from(staffInvitations)
      .leftJoin(users, eq(users.id, staffInvitations.invitedBy));

  return {
    /** Newest first, with the inviting owner's email. */
    async list() {
      return withInviter().orderBy(desc(staffInvitations.sentAt), desc(staffInvitations.id));
    },

    async find(id: string) {
      const [row] = await withInviter().where(eq(staffInvitations.id, id));
      return row;
    },

    async lockByEmail(email: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.email, email))
        .for('update');
      return row;
    },

    async lockByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    /** The address's invitation, new or replacing the one it had (same id, new token). */
    async upsert(invitation: NewInvitation): Promise<InvitationRow> {
      const [row] = await db
        .insert(staffInvitations)
        .values(invitation)
        .onConflictDoUpdate({
          target: staffInvitations.email,
          set: {
            tokenHash: invitation.tokenHash,
            invitedBy: invitation.invitedBy,
            sentAt: invitation.sentAt,
            expiresAt: invitation.expiresAt,
          },
        })
        .returning();
      return row!;
    },

    /** Deletes it; answers the deleted row, or undefined when there was none. */
    async remove(id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .delete(staffInvitations)
        .where(eq(staffInvitations.id, id))
        .returning();
      return row;
    },
  };
}
