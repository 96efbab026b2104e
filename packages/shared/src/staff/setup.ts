/** First-owner setup: the link the server prints while the shop has no owner. */
import { z } from 'zod';
import { sessionUserSchema } from '../auth';

export const SETUP_ERROR_CODES = {
  /** The token is not the one the server printed (or it was already used). */
  invalidToken: 'INVALID_SETUP_TOKEN',
  /** The shop has an owner: the setup link no longer works. */
  ownerExists: 'OWNER_EXISTS',
} as const;

export const OWNER_EXISTS = 'The shop already has an owner.';

/** Whether the shop still waits for its first owner. */
export const setupStatusSchema = z.object({ needsOwner: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The `token` of the printed link `/admin/setup?token=…`. */
export const setupClaimSchema = z.object({
  token: z
    .string({ error: 'The setup link is not complete.' })
    .trim()
    .min(1, 'The setup link is not complete.')
    .max(200, 'This is not a setup link of this shop.'),
});
export type SetupClaim = z.input<typeof setupClaimSchema>;

/** The signed-in account after its role changed (setup claimed, invitation accepted). */
export const roleGrantedSchema = z.object({ user: sessionUserSchema });
export type RoleGranted = z.infer<typeof roleGrantedSchema>;
