import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { EndpointName } from '@terracraft/shared/api';
import {
  AUTH_ERROR_CODES,
  PASSWORD_RESET_SENT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  type PublicUser,
} from '@terracraft/shared/auth';
import { ERROR_CODES } from '@terracraft/shared/errors';
import type { Config } from '../../config';
import { route } from '../../lib/endpoint-route';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import { CLIENT_ADDRESS_HEADER, enabledSocialProviders, type Auth } from './auth';
import { createAuthRateLimits } from './auth-rate-limits';
import { refuseCommonPassword } from './common-passwords';
import type { SessionGuard } from './session';
import { signedInUser } from './session';

/**
 * The better-auth endpoints the shop hands over as they are, besides its own routes below. Nothing
 * else better-auth could answer (changing the email or password without the shop's rules, listing
 * sessions, provider tokens…) is offered.
 */
const RELAYED_TO_BETTER_AUTH = {
  'auth.session': 'The signed-in session and its user, or null',
  'auth.signOut': 'Sign out: the session ends on the server',
  'auth.socialSignIn': 'Start a sign-in with Google or Facebook: answers the provider’s page',
  // The providers send the shopper back here (Google with GET; form posts are allowed too).
  'auth.socialCallback': 'Where the provider sends the shopper back',
  'auth.socialCallbackPost': 'Where the provider sends the shopper back, as a form post',
  'auth.socialError': 'Where a failed social sign-in that named no page of its own ends',
} as const satisfies Partial<Record<EndpointName, string>>;

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
      const { id, name, email } = signedInUser(request);
      return { id, name, email, role: await sessions.roleOf(id) };
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
      return { user: publicUser((body as { user: PublicUser }).user) };
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

type Endpoint = 'sign-up' | 'sign-in' | 'reset-request' | 'reset' | 'other';

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
    case 'INVALID_TOKEN':
      if (endpoint === 'reset') {
        return new AppError(
          400,
          AUTH_ERROR_CODES.invalidResetToken,
          'This password reset link has expired or has already been used. Please ask for a new one.',
        );
      }
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
