import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  accountResponseSchema,
  AUTH_ERROR_CODES,
  PASSWORD_RESET_SENT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  sessionUserSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialProvidersSchema,
  type SessionUser,
} from '@terracraft/shared/auth';
import { ERROR_CODES, errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import { enabledSocialProviders, type Auth } from './auth';
import { createAuthRateLimits } from './auth-rate-limits';
import type { SessionGuard } from './session';
import { signedInUser } from './session';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Accounts: better-auth answers /api/auth/*. Sign-up, sign-in and password reset have routes of
 * their own in front of it, with the shop's validation, rate limits and messages. Of the rest of
 * better-auth, only what the shop offers is handed over (PASSED_TO_BETTER_AUTH: session, sign-out,
 * social sign-in and its callback); any other path is a 404. Error answers are translated into the
 * shop's one error shape, and session tokens never appear in a body.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  sessions: SessionGuard;
  config: Config;
}> = async (app, { auth, sessions, config }) => {
  const limits = createAuthRateLimits(app, config.authRateLimit);
  const providers = enabledSocialProviders(config.oauth);

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in shopper’s public record',
        response: { 200: sessionUserSchema, 401: errorResponseSchema },
      },
      preHandler: sessions.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signedInUser(request);
    },
  );

  app.get(
    '/auth/social-providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Other sign-in providers the shop offers',
        description:
          'Google and Facebook appear only when their OAuth keys are configured. Start with POST /api/auth/sign-in/social { provider, callbackURL }.',
        response: { 200: socialProvidersSchema },
      },
    },
    async () => ({ providers }),
  );

  app.post(
    '/auth/sign-up/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with username, email and password',
        description:
          'Creates the account without signing in: the shopper signs in next (docs/decisions/0006). 409 USER_ALREADY_EXISTS when the email has an account.',
        body: signUpRequestSchema,
        response: { 200: accountResponseSchema, ...errors },
      },
      config: { rateLimit: false },
      preHandler: limits.signUp,
    },
    async (request) => {
      const response = await callAuth(auth, request, request.body);
      const body = await readJson(response);
      if (!response.ok) throw translateError(response.status, body, 'sign-up');
      const { token, user } = body as { token?: string | null; user: SessionUser };
      // The session better-auth opened is closed at once and its cookie never sent.
      if (token) await (await auth.$context).internalAdapter.deleteSession(token);
      return { user: publicUser(user) };
    },
  );

  app.post(
    '/auth/sign-in/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Sets the httpOnly session cookie and answers the public user record. Limited per client address and per email.',
        body: signInRequestSchema,
        response: { 200: accountResponseSchema, ...errors },
      },
      config: { rateLimit: false },
      preHandler: limits.signIn,
    },
    async (request, reply) => {
      const response = await callAuth(auth, request, request.body);
      const body = await readJson(response);
      if (!response.ok) throw translateError(response.status, body, 'sign-in');
      forwardCookies(response, reply);
      return { user: publicUser((body as { user: SessionUser }).user) };
    },
  );

  app.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link',
        description:
          'Answers the same whether or not the email has an account. The link leads to /reset-password?token=… and works for one hour.',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetRequestResponseSchema, ...errors },
      },
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

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset mail',
        description:
          'Signs every session of the account out. 400 INVALID_RESET_TOKEN when the link has expired or was used.',
        body: passwordResetSchema,
        response: { 200: passwordResetResponseSchema, ...errors },
      },
      config: { rateLimit: false },
      preHandler: limits.passwordReset,
    },
    async (request) => {
      const response = await callAuth(auth, request, request.body);
      if (!response.ok) throw translateError(response.status, await readJson(response), 'reset');
      return { status: true };
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = new URL(request.url, 'http://shop').pathname.slice('/api/auth'.length);
      if (!isPassedToBetterAuth(request.method, path)) {
        throw notFound('There is no such account page.');
      }
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
    },
  });
};

/**
 * The better-auth endpoints the shop uses besides its own routes. Everything else better-auth
 * could answer (changing the email or password without the shop's rules, listing sessions,
 * provider tokens…) is not offered.
 */
const PASSED_TO_BETTER_AUTH: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'POST', path: /^\/sign-in\/social$/ },
  // The providers send the shopper back here (Google with GET; form posts are allowed too).
  { method: 'GET', path: /^\/callback\/[a-z]+$/ },
  { method: 'POST', path: /^\/callback\/[a-z]+$/ },
  // Where better-auth sends a failed social sign-in that named no page of its own.
  { method: 'GET', path: /^\/error$/ },
];

function isPassedToBetterAuth(method: string, path: string): boolean {
  return PASSED_TO_BETTER_AUTH.some((entry) => entry.method === method && entry.path.test(path));
}

type Endpoint = 'sign-up' | 'sign-in' | 'reset-request' | 'reset' | 'other';

function callAuth(auth: Auth, request: FastifyRequest, body: unknown): Promise<Response> {
  const url = new URL(request.url, auth.options.baseURL as string);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
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

const publicUser = (user: SessionUser): SessionUser => ({
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
