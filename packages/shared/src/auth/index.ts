import { z } from 'zod';
import { mobileSchema } from '../india';

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

/**
 * A mobile number as the account keeps it: 10 digits, without +91 or a leading 0 (any spaces and
 * dashes the shopper typed are dropped), as every mobile number of the shop is kept.
 */
export const accountMobileSchema = mobileSchema;

/** The signed-in account's own page: profile, password, email, two-factor sign-in. */
export const profileUpdateSchema = z.object({
  name: signUpRequestSchema.shape.name,
  /** Empty or missing: the account keeps no mobile number. */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(accountMobileSchema.nullable()),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The account as its owner sees it on /account (and as `GET /api/me` answers it). */
export const accountUserSchema = sessionUserSchema.extend({
  phone: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
export const profileUpdateResponseSchema = z.object({ user: publicUserSchema });

const currentPasswordSchema = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024, PASSWORD_TOO_LONG);

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;
export const PASSWORD_CHANGED =
  'Your password has been changed. You have been signed out on every other device.';

export const emailChangeSchema = z.object({ newEmail: emailSchema });
export type EmailChange = z.input<typeof emailChangeSchema>;
export const emailChangeResponseSchema = z.object({ message: z.string() });
export const EMAIL_CHANGE_SENT =
  'We have sent a link to the new address. Your email changes when you open it (within one hour).';
export const EMAIL_CHANGED = 'Your email address has been changed.';
/** The query the confirmation link brings the shopper back to /account with. */
export const EMAIL_CHANGED_PARAM = 'email-changed';

/** Turning two-factor sign-in on or off asks for the password again. */
export const twoFactorPasswordSchema = z.object({
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, PASSWORD_TOO_LONG),
});
export type TwoFactorPassword = z.input<typeof twoFactorPasswordSchema>;

/**
 * Setting up an authenticator app: the otpauth:// URI (shown as a QR code and as its secret key)
 * and the one-time backup codes. Two-factor sign-in is on once a first code is verified.
 */
export const twoFactorSetupSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const TOTP_CODE_INVALID = 'Enter the 6-digit code from your authenticator app.';
export const totpCodeSchema = z.object({
  code: z
    .string({ error: TOTP_CODE_INVALID })
    .trim()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, TOTP_CODE_INVALID)),
  /** Skip the code on this browser for 30 days. */
  trustDevice: z.boolean().optional(),
});
export type TotpCode = z.input<typeof totpCodeSchema>;

export const backupCodeSchema = z.object({
  code: z
    .string({ error: 'Enter one of your backup codes.' })
    .trim()
    .min(1, 'Enter one of your backup codes.')
    .max(64, 'That is not a backup code.'),
  trustDevice: z.boolean().optional(),
});
export type BackupCode = z.input<typeof backupCodeSchema>;

/**
 * Answer of a verified code: during sign-in the account now signed in; when turning two-factor
 * sign-in on, the same account, now with it on.
 */
export const twoFactorVerifiedSchema = z.object({ user: publicUserSchema });
export const twoFactorDisabledSchema = z.object({ status: z.boolean() });

/**
 * Answer of sign-in: the public record, or, for an account with two-factor sign-in on, that a
 * code is needed next (no session yet; a short-lived challenge cookie carries the attempt).
 */
export const signInResponseSchema = z.union([
  accountResponseSchema,
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The account errors of the account page a form reacts to. */
export const ACCOUNT_ERROR_CODES = {
  invalidPassword: 'INVALID_PASSWORD',
  invalidTwoFactorCode: 'INVALID_TWO_FACTOR_CODE',
  twoFactorChallengeExpired: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  sameEmail: 'SAME_EMAIL',
} as const;

/** The change-email confirmation link, verified by the server. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(4096),
  callbackURL: z.string().max(2000).optional(),
});
