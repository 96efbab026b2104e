/** The shop's staff: who has a role, and the invitations owners send to add someone. */
import { z } from 'zod';
import { staffRoleSchema } from '../auth';

/** What the staff guard answers a shopper (403), and what the console shows them. */
export const STAFF_ONLY = 'This part of the shop is for its staff.';
/** What the guard answers staff on an owner's endpoint (403). */
export const OWNER_ONLY = 'Only the shop’s owner can do that.';

/** Who did something in the back office, as the audit log and the staff list name them. */
export const staffActorSchema = z.object({
  id: z.string(),
  email: z.string(),
});

/** An invitation works for this many days after it was sent (or sent again). */
export const INVITATION_VALID_DAYS = 7;

export const STAFF_ERROR_CODES = {
  /** The invited address already belongs to a staff member or owner. */
  alreadyStaff: 'ALREADY_STAFF',
  /** The invitation link is unknown: never sent, replaced, revoked or already accepted. */
  invitationInvalid: 'INVITATION_INVALID',
  invitationExpired: 'INVITATION_EXPIRED',
  /** The signed-in account's email is not the invited one. */
  invitationForAnotherEmail: 'INVITATION_FOR_ANOTHER_EMAIL',
} as const;

/** A staff member or owner, for the owner's staff page. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** When the account got its role. */
  since: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Owners first, then staff, each longest-serving first. */
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffMemberParamsSchema = z.object({
  userId: z.string().trim().min(1, 'Name the staff member.').max(200),
});

/** An invitation not accepted yet; `expired` once its seven days are over. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The owner who sent it (null if their account is gone). */
  invitedBy: staffActorSchema.nullable(),
  /** When it was sent, or last sent again. */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Newest first. */
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

export const inviteRequestSchema = z.object({
  email: z
    .string({ error: 'Enter the email address to invite.' })
    .trim()
    .toLowerCase()
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address.')),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/**
 * The invitation saved, and whether its mail is on its way: it is written to the outbox with the
 * invitation, which sends it (retrying while the mail server is down), so this is true.
 */
export const inviteResponseSchema = z.object({
  invitation: invitationSchema,
  mailSent: z.boolean(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const invitationParamsSchema = z.object({
  id: z.uuid('This is not an invitation of this shop.'),
});

/** The `token` of the invitation link `/admin/invitation?token=…`. */
export const invitationAcceptSchema = z.object({
  token: z
    .string({ error: 'The invitation link is not complete.' })
    .trim()
    .min(1, 'The invitation link is not complete.')
    .max(200, 'This is not an invitation link of this shop.'),
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export * from './setup';
