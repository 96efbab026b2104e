import { z } from 'zod';

/**
 * What an account may do besides shopping: `owner` runs everything, staff and settings included;
 * `staff` runs orders, the catalogue, stock, coupons, reviews and messages. A shopper has no role
 * (null). Only the shop sets a role (first-owner setup, an accepted invitation), never a sign-up.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** The public record of an account, as sign-up and sign-in answer it; never a token. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The signed-in account as `GET /api/me` answers it: the public record and its role (always
 * there; null for a shopper). The role only decides what the pages offer; the server checks it on
 * every request of the back office.
 */
export const sessionUserSchema = publicUserSchema.extend({ role: staffRoleSchema.nullable() });

/**
 * The signed-in account as the browser keeps it. Sign-in answers the public record only, so a
 * record without `role` is one that `GET /api/me` has not confirmed yet (a shopper until then).
 */
export type SessionUser = PublicUser & { role?: StaffRole | null };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';
/** A new password found in the lists of common and leaked passwords (checked by the server). */
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones, found in lists of leaked passwords, and would be guessed quickly. Please choose another.';
export const USERNAME_MAX_LENGTH = 100;

/** Codes of the account errors a page reacts to; the message is always meant for people. */
export const AUTH_ERROR_CODES = {
  userExists: 'USER_ALREADY_EXISTS',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  invalidResetToken: 'INVALID_RESET_TOKEN',
} as const;

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address.'));

export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/**
 * Registration: the spec's "Username" is the shopper's full name (its fullName), the account's
 * display name; the form labels it Full name (decision 27).
 */
export const signUpRequestSchema = z.object({
  name: z
    .string({ error: 'Enter your full name.' })
    .trim()
    .min(1, 'Enter your full name.')
    .max(USERNAME_MAX_LENGTH, `A full name can be at most ${USERNAME_MAX_LENGTH} characters.`),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  // No length rule at sign-in: the password is only compared, never stored.
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, PASSWORD_TOO_LONG),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/**
 * Answer of sign-up and sign-in: the public record only (the session is in the cookie). The role
 * comes from `GET /api/me`.
 */
export const accountResponseSchema = z.object({ user: publicUserSchema });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetRequestResponseSchema = z.object({ message: z.string() });
/** What the forgot-password form says, whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for one hour.';

export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'The reset link is not complete.' })
    .min(1, 'The reset link is not complete.')
    .max(256),
  newPassword: newPasswordSchema,
});
export const passwordResetResponseSchema = z.object({ status: z.boolean() });

/** Sign-in with another account provider; offered only when the shop has its keys. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};
export const socialProvidersSchema = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) });
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

/** Starts a social sign-in: the browser is then sent to `url`, the provider's sign-in page. */
export const socialSignInRequestSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Where the provider's answer leads the shopper back to, on this shop. */
  callbackURL: z.string().min(1).max(2000),
  /** Where a sign-in that failed leads back to, with `?error=<code>`. */
  errorCallbackURL: z.string().min(1).max(2000).optional(),
});
export const socialSignInResponseSchema = z.object({ url: z.string() });

/** Where a provider sends the shopper back to the shop, by its name. */
export const socialCallbackParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
