import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@terracraft/shared/api';
import {
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED_PARAM,
  PASSWORD_CHANGED,
  PASSWORD_RESET_SENT,
  type PublicUser,
} from '@terracraft/shared/auth';
import { paths } from '@terracraft/shared/routes';
import type { Config } from '../../config';
import { route } from '../../lib/endpoint-route';
import { enabledSocialProviders, type Auth } from './auth';
import { translateError } from './auth-errors';
import { createAuthRateLimits } from './auth-rate-limits';
import { callAuth, forwardCookies, readJson, relayToBetterAuth } from './auth-relay';
import { refuseCommonPassword } from './common-passwords';
import { type SessionGuard, signedInUser } from '../../plugins/session';

/** The reads of this plugin that change nothing: every other request drops the kept sessions. */
const READ_ONLY_ACCOUNT_PAGES = new Set<string>(
  (['auth.session', 'auth.me', 'auth.socialProviders'] as const).map(
    (name) => endpoints[name].path,
  ),
);

/**
 * Accounts: better-auth answers /api/auth/*. Sign-up, sign-in and password reset have routes of
 * their own in front of it, with the shop's validation, rate limits and messages. Of the rest of
 * better-auth, only what the shop offers is relayed (auth-relay.ts); any other path is a
 * 404. Error answers are translated into the shop's one error shape, and session tokens never
 * appear in a body.
 */
export const authRoutes: FastifyPluginAsync<{
  auth: Auth;
  sessions: SessionGuard;
  config: Config;
}> = async (app, { auth, sessions, config }) => {
  const limits = createAuthRateLimits(app, config.authRateLimit);
  const providers = enabledSocialProviders(config.oauth);

  // Whatever may have ended a session or changed the account it shows (signing in or out, a new
  // password or email, two-factor sign-in switched, the profile) drops the sessions every
  // instance keeps in memory, before its answer goes out: each of these is a write, but for the
  // links better-auth answers with a GET (the email change's, a provider's return).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sessions.sessionsChanged();
    const path = request.url.split('?')[0]!;
    if (!READ_ONLY_ACCOUNT_PAGES.has(path)) sessions.sessionsChanged();
  });

  route(
    app,
    'auth.me',
    {
      summary: 'The signed-in account’s public record and its role',
      description:
        'role is owner, staff or null (a shopper). The back office checks it again on each of its requests.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, name, email, phone, twoFactorEnabled } = signedInUser(request);
      return {
        id,
        name,
        email,
        role: await sessions.roleOf(id),
        phone: phone ?? null,
        twoFactorEnabled: twoFactorEnabled ?? false,
      };
    },
  );

  route(
    app,
    'auth.socialProviders',
    {
      summary: 'Other sign-in providers the shop offers',
      description:
        'Google and Facebook appear only when their OAuth keys are configured. Start with POST /api/auth/sign-in/social { provider, callbackURL }.',
    },
    async () => ({ providers }),
  );

  route(
    app,
    'auth.signUp',
    {
      summary: 'Register with full name, email and password',
      description:
        'Creates the account without signing in: the shopper signs in next (docs/decisions/0006). 409 USER_ALREADY_EXISTS when the email has an account.',
      config: { rateLimit: false },
      preHandler: limits.signUp,
    },
    async (request) => {
      refuseCommonPassword(request.body.password, 'password');
      const response = await callAuth(auth, request, request.body);
      const body = await readJson(response);
      if (!response.ok) throw translateError(response.status, body, 'sign-up');
      const { token, user } = body as { token?: string | null; user: PublicUser };
      // The session better-auth opened is closed at once and its cookie never sent.
      if (token) await (await auth.$context).internalAdapter.deleteSession(token);
      return { user: publicUser(user) };
    },
  );

  route(
    app,
    'auth.signIn',
    {
      summary: 'Sign in with email and password',
      description:
        'Sets the httpOnly session cookie and answers the public user record. Limited per client address and per email.',
      config: { rateLimit: false },
      preHandler: limits.signIn,
    },
    async (request, reply) => {
      const response = await callAuth(auth, request, request.body);
      const body = await readJson(response);
      if (!response.ok) throw translateError(response.status, body, 'sign-in');
      forwardCookies(response, reply);
      // Two-factor sign-in on: no session yet, only the challenge cookie; the code comes next.
      if ((body as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        return { twoFactorRequired: true as const };
      }
      return { user: publicUser((body as { user: PublicUser }).user) };
    },
  );

  route(
    app,
    'auth.updateUser',
    {
      summary: 'Change the signed-in account’s name and mobile number',
      description:
        'The mobile number is an Indian one (10 digits, optional +91 or 0), kept as 10 digits; empty removes it.',
      config: { rateLimit: false },
      preHandler: [sessions.requireUser, limits.accountChange],
    },
    async (request, reply) => {
      const { name, phone } = request.body;
      const response = await callAuth(auth, request, { name, phone });
      if (!response.ok) throw translateError(response.status, await readJson(response), 'other');
      forwardCookies(response, reply);
      const { id, email } = signedInUser(request);
      return { user: { id, name, email } };
    },
  );

  route(
    app,
    'auth.changePassword',
    {
      summary: 'Change the password, giving the current one',
      description:
        'Every other session of the account is signed out; this one continues with a new cookie. 400 INVALID_PASSWORD when the current password does not match (nothing changes). Limited per client address and per account.',
      config: { rateLimit: false },
      preHandler: [sessions.requireUser, limits.passwordCheck],
    },
    async (request, reply) => {
      refuseCommonPassword(request.body.newPassword, 'newPassword');
      const response = await callAuth(auth, request, {
        ...request.body,
        revokeOtherSessions: true,
      });
      if (!response.ok) {
        throw translateError(response.status, await readJson(response), 'password-check');
      }
      forwardCookies(response, reply);
      return { message: PASSWORD_CHANGED };
    },
  );

  route(
    app,
    'auth.changeEmail',
    {
      summary: 'Ask to change the email address',
      description:
        'Mails a link to the new address; the email changes only when it is opened (within one hour). Answers the same whether or not the new address has an account of its own.',
      config: { rateLimit: false },
      preHandler: [sessions.requireUser, limits.accountChange],
    },
    async (request) => {
      const response = await callAuth(auth, request, {
        newEmail: request.body.newEmail,
        callbackURL: `${paths.account}?${EMAIL_CHANGED_PARAM}=1`,
      });
      if (!response.ok) throw translateError(response.status, await readJson(response), 'email');
      return { message: EMAIL_CHANGE_SENT };
    },
  );

  route(
    app,
    'auth.twoFactorEnable',
    {
      summary: 'Start setting up two-factor sign-in with an authenticator app',
      description:
        'Asks for the password again. Answers the otpauth:// URI and ten one-time backup codes; two-factor sign-in is on once a first code is verified (POST /api/auth/two-factor/verify-totp).',
      config: { rateLimit: false },
      preHandler: [sessions.requireUser, limits.passwordCheck],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const response = await callAuth(auth, request, {
        password: request.body.password,
        method: 'totp',
      });
      const body = await readJson(response);
      if (!response.ok) throw translateError(response.status, body, 'password-check');
      const { totpURI, backupCodes } = body as { totpURI: string; backupCodes: string[] };
      return { totpURI, backupCodes };
    },
  );

  const verifyCode = (endpoint: 'auth.twoFactorVerifyTotp' | 'auth.twoFactorVerifyBackupCode') =>
    route(
      app,
      endpoint,
      {
        summary:
          endpoint === 'auth.twoFactorVerifyTotp'
            ? 'Check a code from the authenticator app'
            : 'Sign in with a one-time backup code',
        description:
          'At sign-in (after an answer with twoFactorRequired) it opens the session; while setting up, it turns two-factor sign-in on. 400 INVALID_TWO_FACTOR_CODE for a wrong code. Limited per client address and per sign-in or account, like passwords.',
        config: { rateLimit: false },
        preHandler: [sessions.loadUser, limits.twoFactorCode],
      },
      async (request, reply) => {
        const response = await callAuth(auth, request, request.body);
        const body = await readJson(response);
        if (!response.ok) throw translateError(response.status, body, 'two-factor');
        forwardCookies(response, reply);
        return { user: publicUser((body as { user: PublicUser }).user) };
      },
    );
  verifyCode('auth.twoFactorVerifyTotp');
  verifyCode('auth.twoFactorVerifyBackupCode');

  route(
    app,
    'auth.twoFactorDisable',
    {
      summary: 'Turn two-factor sign-in off',
      description: 'Asks for the password again; the secret and the backup codes are deleted.',
      config: { rateLimit: false },
      preHandler: [sessions.requireUser, limits.passwordCheck],
    },
    async (request, reply) => {
      const response = await callAuth(auth, request, { password: request.body.password });
      if (!response.ok) {
        throw translateError(response.status, await readJson(response), 'password-check');
      }
      forwardCookies(response, reply);
      return { status: true };
    },
  );

  route(
    app,
    'auth.requestPasswordReset',
    {
      summary: 'Mail a password-reset link',
      description:
        'Answers the same whether or not the email has an account. The link leads to /reset-password?token=… and works for one hour.',
      config: { rateLimit: false },
      preHandler: limits.passwordResetRequest,
    },
    async (request) => {
      const response = await callAuth(auth, request, { email: request.body.email });
      if (!response.ok) {
        throw translateError(response.status, await readJson(response), 'reset-request');
      }
      return { message: PASSWORD_RESET_SENT };
    },
  );

  route(
    app,
    'auth.resetPassword',
    {
      summary: 'Choose a new password with the token from the reset mail',
      description:
        'Signs every session of the account out. 400 INVALID_RESET_TOKEN when the link has expired or was used.',
      config: { rateLimit: false },
      preHandler: limits.passwordReset,
    },
    async (request) => {
      refuseCommonPassword(request.body.newPassword, 'newPassword');
      const response = await callAuth(auth, request, request.body);
      if (!response.ok) throw translateError(response.status, await readJson(response), 'reset');
      return { status: true };
    },
  );

  relayToBetterAuth(app, auth);
};

const publicUser = (user: PublicUser): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
});
