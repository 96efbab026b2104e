import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { endpoints, type EndpointName } from '@terracraft/shared/api';
import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED_PARAM,
  PASSWORD_CHANGED,
  PASSWORD_RESET_SENT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  type PublicUser,
} from '@terracraft/shared/auth';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { paths } from '@terracraft/shared/routes';
import type { Config } from '../../config';
import { route } from '../../lib/endpoint-route';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import { CLIENT_ADDRESS_HEADER, enabledSocialProviders, type Auth } from './auth';
import { createAuthRateLimits } from './auth-rate-limits';
import { refuseCommonPassword } from './common-passwords';
import { type SessionGuard, signedInUser } from '../../plugins/session';

/**
 * The better-auth endpoints the shop hands over as they are, besides its own routes below. Nothing
 * else better-auth could answer (listing sessions, deleting the account, provider tokens…) is
 * offered. Changing the profile, password or email and two-factor sign-in have routes of their
 * own below, with the shop's validation and limits.
 */
const RELAYED_TO_BETTER_AUTH = {
  'auth.session': 'The signed-in session and its user, or null',
  'auth.signOut': 'Sign out: the session ends on the server',
  'auth.socialSignIn': 'Start a sign-in with Google or Facebook: answers the provider’s page',
  // The providers send the shopper back here (Google with GET; form posts are allowed too).
  'auth.socialCallback': 'Where the provider sends the shopper back',
  'auth.socialCallbackPost': 'Where the provider sends the shopper back, as a form post',
  'auth.socialError': 'Where a failed social sign-in that named no page of its own ends',
  'auth.verifyEmail':
    'The link of the change-email mail: the new address replaces the old one, then /account',
} as const satisfies Partial<Record<EndpointName, string>>;

/** The reads of this plugin that change nothing: every other request drops the kept sessions. */
const READ_ONLY_ACCOUNT_PAGES = new Set<string>(
  (['auth.session', 'auth.me', 'auth.socialProviders'] as const).map(
    (name) => endpoints[name].path,
  ),
);

/** Every other path under /api/auth, which better-auth would otherwise answer. */
const OTHER_ACCOUNT_PAGES = '/api/auth/*';

/**
 * Accounts: better-auth answers /api/auth/*. Sign-up, sign-in and password reset have routes of
 * their own in front of it, with the shop's validation, rate limits and messages. Of the rest of
 * better-auth, only what the shop offers is relayed (RELAYED_TO_BETTER_AUTH); any other path is a
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

  const relay = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await callAuth(auth, request, request.body);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    forwardCookies(response, reply);
    const text = await response.text();
    if (response.status < 400) return reply.send(withoutTokens(text));
    const error = translateError(response.status, safeJson(text), 'other');
    return reply
      .status(error.statusCode)
      .type('application/json')
      .send({ error: { code: error.code, message: error.message } });
  };
  for (const [name, summary] of Object.entries(RELAYED_TO_BETTER_AUTH)) {
    // A provider's form post comes from the provider's site; better-auth's OAuth state check, not
    // the origin, is what authenticates it.
    const config = name === 'auth.socialCallbackPost' ? { crossSite: 'open' as const } : {};
    route(app, name as keyof typeof RELAYED_TO_BETTER_AUTH, { summary, hide: true, config }, relay);
  }

  app.route({
    method: ['GET', 'POST'],
    url: OTHER_ACCOUNT_PAGES,
    schema: { hide: true },
    async handler() {
      throw notFound('There is no such account page.');
    },
  });
};

type Endpoint =
  | 'sign-up'
  | 'sign-in'
  | 'reset-request'
  | 'reset'
  | 'password-check'
  | 'email'
  | 'two-factor'
  | 'other';

function callAuth(auth: Auth, request: FastifyRequest, body: unknown): Promise<Response> {
  const url = new URL(request.url, auth.options.baseURL as string);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

function forwardCookies(response: Response, reply: FastifyReply) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

const publicUser = (user: PublicUser): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
});

/** better-auth's error answers, in the shop's words and error shape. */
function translateError(status: number, body: unknown, endpoint: Endpoint): AppError {
  const { code, message } = (body ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError(
        409,
        AUTH_ERROR_CODES.userExists,
        'User already registered. Please login.',
      );
    case 'PASSWORD_TOO_SHORT':
      return new AppError(400, AUTH_ERROR_CODES.passwordTooShort, PASSWORD_TOO_SHORT);
    case 'PASSWORD_TOO_LONG':
      return new AppError(400, AUTH_ERROR_CODES.passwordTooLong, PASSWORD_TOO_LONG);
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Invalid email or password.');
    case 'INVALID_PASSWORD':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidPassword,
        endpoint === 'password-check'
          ? 'The password you entered is not your current password. Nothing was changed.'
          : 'The password is not correct.',
      );
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidPassword,
        'This account signs in with Google or Facebook and has no password here.',
      );
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidTwoFactorCode,
        code === 'INVALID_CODE'
          ? 'That code is not correct. Enter the current 6-digit code from your authenticator app.'
          : 'That backup code is not correct or has already been used.',
      );
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.twoFactorChallengeExpired,
        code === 'INVALID_TWO_FACTOR_COOKIE'
          ? 'This sign-in has expired. Please sign in again.'
          : 'Too many wrong codes. Please sign in again.',
      );
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError(
        429,
        ERROR_CODES.rateLimited,
        'Too many wrong codes. Please wait 15 minutes and try again.',
      );
    case 'TOTP_ALREADY_ENABLED':
      return new AppError(409, 'TWO_FACTOR_ALREADY_ON', 'Two-factor sign-in is already on.');
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return new AppError(
        400,
        'TWO_FACTOR_NOT_ON',
        'Two-factor sign-in is not on for this account.',
      );
    case 'INVALID_TOKEN':
      if (endpoint === 'reset') {
        return new AppError(
          400,
          AUTH_ERROR_CODES.invalidResetToken,
          'This password reset link has expired or has already been used. Please ask for a new one.',
        );
      }
  }
  if (endpoint === 'email' && message === 'Email is the same') {
    return new AppError(400, ACCOUNT_ERROR_CODES.sameEmail, 'That is already your email address.');
  }
  if (status === 401) return unauthenticated();
  if (status === 429) {
    return new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Too many attempts. Please wait a minute and try again.',
    );
  }
  if (status >= 500) {
    return new AppError(
      502,
      ERROR_CODES.internal,
      'Something went wrong on our side. Please try again.',
    );
  }
  return new AppError(
    status,
    code ?? ERROR_CODES.badRequest,
    message ?? 'The request could not be completed.',
  );
}

async function readJson(response: Response): Promise<unknown> {
  return safeJson(await response.text());
}

/**
 * better-auth puts the session token in some bodies (`token` of a sign-in, `session.token` of
 * get-session); the session lives in the httpOnly cookie only, so page scripts never see it. Every
 * property named like a token is taken out, wherever it is.
 */
function withoutTokens(text: string): string | null {
  if (!text) return null;
  const body = safeJson(text);
  if (body === undefined) return text;
  return JSON.stringify(body, (key, value: unknown) => (/token/i.test(key) ? undefined : value));
}

function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
