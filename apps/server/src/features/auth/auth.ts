import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config';
import { paths } from '@terracraft/shared/routes';
import type { Database } from '../../db/client';
import { renderTextMail, type Outbox } from '../mail';
import { shopOrigins } from '../../lib/origins';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@terracraft/shared/auth';
import type { BusinessSettings } from '@terracraft/shared/settings';

/** Google and Facebook sign-in, each only when both of its keys are configured. */
function socialProviders(oauth: Config['oauth']) {
  return {
    ...(oauth.google ? { google: { ...oauth.google, prompt: 'select_account' as const } } : {}),
    ...(oauth.facebook ? { facebook: { ...oauth.facebook } } : {}),
  };
}

/** Which other sign-in providers this shop offers (their keys are configured). */
export function enabledSocialProviders(oauth: Config['oauth']): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => oauth[provider] !== undefined);
}

/**
 * Accounts with email and password (and Google/Facebook when configured); sessions in an httpOnly
 * cookie, valid 30 days and extended by use once a day.
 *
 * The account's role (users.role) is deliberately not declared to better-auth, not even as an
 * additional field with `input: false`: better-auth reads and writes only the fields it is told
 * of, so no endpoint of it (sign-up, social sign-in's additionalData, update-user…), relayed now or
 * later, can set a role (docs/decisions/0017).
 *
 * `autoSignIn` stays on: with it off, better-auth answers a sign-up for an existing email with a
 * success, and the shop must say 'User already registered'. The sign-up route discards the new
 * session instead (docs/decisions/0006).
 */
export function createAuth({
  config,
  db,
  outbox,
  business,
  secret,
}: {
  config: Config;
  db: Database;
  outbox: Outbox;
  /** The business details as the settings hold them now: mails are signed with them. */
  business: () => Promise<BusinessSettings>;
  /** From resolveAuthSecret: AUTH_SECRET, or the one kept in DATA_DIR. */
  secret: string;
}) {
  return betterAuth({
    appName: 'TerraCraft',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // The same list as the cross-site write check (plugins/cross-site.ts).
    trustedOrigins: shopOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      // The mobile number is the only field of the shop's own better-auth may write (update-user,
      // behind the shop's route and its validation).
      additionalFields: { phone: { type: 'string', required: false } },
      // Always confirmed through a link to the new address (emailVerification below); the old
      // address keeps working until the link is opened.
      changeEmail: { enabled: true },
    },
    emailVerification: {
      // Only the email change sends this mail: sign-up does not ask for a verified address.
      sendOnSignUp: false,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        const biz = await business();
        const { shopName } = biz;
        const text = [
          `Hello ${user.name},`,
          '',
          `Someone asked to use this address, ${user.email}, for a ${shopName} account. To confirm the change, open this link within the next hour:`,
          '',
          url,
          '',
          'If it was not you, ignore this message: the account keeps its old address.',
          '',
          `— ${shopName}`,
        ].join('\n');
        const rendered = renderTextMail(biz, text);
        await db.transaction((tx) =>
          outbox.enqueue(tx, {
            kind: 'email-change',
            to: user.email,
            subject: `Confirm your new ${shopName} email address`,
            ...rendered,
          }),
        );
      },
    },
    plugins: [
      twoFactor({
        issuer: 'TerraCraft',
        // Codes by mail or SMS are not offered: an authenticator app and backup codes only.
        backupCodeOptions: { amount: 10, length: 10 },
        // Wrong codes at sign-in: 5 per challenge, then 10 in a row lock the account's second
        // factor for 15 minutes, besides the shop's own limits per address (auth-rate-limits.ts).
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
        const biz = await business();
        const { shopName } = biz;
        const text = [
          `Hello ${user.name},`,
          '',
          `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link within the next hour:`,
          '',
          link,
          '',
          'If it was not you, ignore this message: your password stays as it is.',
          '',
          `— ${shopName}`,
        ].join('\n');
        const rendered = renderTextMail(biz, text);
        // better-auth saved the token already; the outbox sends the link, retrying if need be.
        await db.transaction((tx) =>
          outbox.enqueue(tx, {
            kind: 'password-reset',
            to: user.email,
            subject: `Reset your ${shopName} password`,
            ...rendered,
          }),
        );
      },
    },
    socialProviders: socialProviders(config.oauth),
    // Limits are applied by the auth routes per client address and per email, with the shop's
    // own settings and error shape; better-auth's would count every client behind one address.
    rateLimit: { enabled: false },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The client address Fastify worked out under TRUST_PROXY, passed on by the auth routes;
      // better-auth's own reading of X-Forwarded-For would believe its leftmost entry.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Its info and warn lines name email addresses ("User not found"); only errors are kept,
    // unless the shop itself is debugging.
    logger: {
      disabled: config.logLevel === 'silent',
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'error',
    },
    telemetry: { enabled: false },
  });
}

/** Carries Fastify's `request.ip` into better-auth's request (any copy from the client is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-terracraft-client-address';

export type Auth = ReturnType<typeof createAuth>;
