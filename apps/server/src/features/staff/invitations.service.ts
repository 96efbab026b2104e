import type { RoleGranted } from '@terracraft/shared/staff';
import {
  INVITATION_VALID_DAYS,
  STAFF_ERROR_CODES,
  type Invitation,
  type InvitationList,
  type InviteResponse,
} from '@terracraft/shared/staff';
import { adminPaths, paths } from '@terracraft/shared/routes';
import type { Database } from '../../db/client';
import { renderTextMail, type Outbox } from '../mail';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { SessionUser, StaffUser } from '../../plugins/session';
import type { SettingsService } from '../settings';
import { createInvitationRepository, type InvitationRow } from './invitations.repository';
import { createStaffRepository } from './staff.repository';
import { hashToken, maskEmail, randomToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the audit log keeps of an invitation: never its token. */
const auditedInvitation = (row: InvitationRow) => ({
  email: row.email,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function toInvitation(row: InvitationRow, inviterEmail: string | null, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy:
      row.invitedBy !== null && inviterEmail !== null
        ? { id: row.invitedBy, email: inviterEmail }
        : null,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/**
 * Invitations to the staff: owners send them by mail (a link with a random token, of which only
 * a hash is kept, valid seven days); the invited person signs up or signs in with the invited
 * address on the shop's usual pages, opens the link and accepts.
 */
export function createInvitations({
  db,
  audit,
  outbox,
  settings,
  publicUrl,
}: {
  db: Database;
  audit: AuditLog;
  outbox: Outbox;
  settings: Pick<SettingsService, 'get'>;
  publicUrl: string;
}) {
  async function list(): Promise<InvitationList> {
    const now = new Date();
    const rows = await createInvitationRepository(db).list();
    return {
      items: rows.map(({ invitation, inviterEmail }) =>
        toInvitation(invitation, inviterEmail, now),
      ),
    };
  }

  /** The invitation mail, written to the outbox with the invitation. */
  async function invitationMail(email: string, token: string, owner: StaffUser) {
    const business = await settings.get('business');
    const { shopName } = business;
    const link = `${publicUrl}${adminPaths.invitation}?token=${encodeURIComponent(token)}`;
    const text = [
      'Hello,',
      '',
      `${owner.name || owner.email} has invited you to help run ${shopName}, as a member of its staff.`,
      '',
      `First sign up (${publicUrl}${paths.signup}) or sign in (${publicUrl}${paths.login}) with this email address, ${email}. Then open this link within ${INVITATION_VALID_DAYS} days to accept:`,
      '',
      link,
      '',
      'If you did not expect this invitation, ignore this mail: nothing changes unless the link is opened.',
      '',
      `— ${shopName}`,
    ].join('\n');
    return {
      kind: 'staff-invitation',
      to: email,
      replyTo: owner.email,
      subject: `You're invited to help run ${shopName}`,
      ...renderTextMail(business, text),
    };
  }

  return {
    list,

    /**
     * Invites an address, replacing its pending invitation if it has one (the old link stops
     * working). Refused with 409 when the address belongs to a staff member or owner. The mail
     * goes out once the invitation is saved; if it cannot, the answer says so.
     */
    async invite(owner: StaffUser, email: string): Promise<InviteResponse> {
      const token = randomToken();
      const sentAt = new Date();
      const mail = await invitationMail(email, token, owner);
      const row = await db.transaction(async (tx) => {
        const account = await createStaffRepository(tx).findByEmail(email);
        if (account?.role) {
          throw new AppError(
            409,
            STAFF_ERROR_CODES.alreadyStaff,
            account.role === 'owner'
              ? `${email} is already an owner of the shop.`
              : `${email} is already on the shop’s staff.`,
            { email: 'is already on the staff' },
          );
        }
        const invitations = createInvitationRepository(tx);
        const previous = await invitations.lockByEmail(email);
        const saved = await invitations.upsert({
          email,
          tokenHash: hashToken(token),
          invitedBy: owner.id,
          sentAt,
          expiresAt: new Date(sentAt.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        });
        await audit.record(tx, {
          actor: owner,
          action: 'staff.invite',
          entityType: 'invitation',
          entityId: saved.id,
          before: previous ? auditedInvitation(previous) : null,
          after: auditedInvitation(saved),
        });
        // The mail is written with the invitation; the outbox sends it, retrying until it goes.
        await outbox.enqueue(tx, mail);
        return saved;
      });
      return { invitation: toInvitation(row, owner.email, new Date()), mailSent: true };
    },

    /** Deletes a pending invitation: its link stops working. */
    async revoke(owner: StaffUser, id: string): Promise<InvitationList> {
      await db.transaction(async (tx) => {
        const removed = await createInvitationRepository(tx).remove(id);
        if (!removed) throw notFound('There is no such invitation: it may have been accepted.');
        await audit.record(tx, {
          actor: owner,
          action: 'staff.revokeInvitation',
          entityType: 'invitation',
          entityId: removed.id,
          before: auditedInvitation(removed),
          after: null,
        });
      });
      return list();
    },

    /**
     * The signed-in account accepts an invitation sent to its own address (compared without
     * case) and becomes staff; the invitation is used up. An owner who accepts stays owner.
     */
    async accept(user: SessionUser, token: string): Promise<RoleGranted> {
      return db.transaction(async (tx) => {
        const invitations = createInvitationRepository(tx);
        const invitation = await invitations.lockByTokenHash(hashToken(token));
        if (!invitation) {
          throw new AppError(
            400,
            STAFF_ERROR_CODES.invitationInvalid,
            'This invitation link does not work: it was replaced, withdrawn or already used. Ask the shop’s owner to invite you again.',
            { token: 'is not a pending invitation' },
          );
        }
        if (invitation.expiresAt <= new Date()) {
          throw new AppError(
            400,
            STAFF_ERROR_CODES.invitationExpired,
            'This invitation has expired. Ask the shop’s owner to invite you again.',
            { token: 'has expired' },
          );
        }
        if (invitation.email !== user.email.toLowerCase()) {
          throw new AppError(
            403,
            STAFF_ERROR_CODES.invitationForAnotherEmail,
            `This invitation is for ${maskEmail(invitation.email)}. Sign in with that email address to accept it.`,
          );
        }
        const accounts = createStaffRepository(tx);
        const account = await accounts.findById(user.id, { forUpdate: true });
        if (!account) throw unauthenticated();
        const role = account.role === 'owner' ? 'owner' : 'staff';
        if (account.role !== role) await accounts.setRole(account.id, role, new Date());
        await invitations.remove(invitation.id);
        await audit.record(tx, {
          actor: { id: account.id, email: account.email, role: account.role },
          action: 'invitation.accept',
          entityType: 'user',
          entityId: account.id,
          before: { email: account.email, role: account.role },
          after: { email: account.email, role },
        });
        return { user: { id: account.id, name: account.name, email: account.email, role } };
      });
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
