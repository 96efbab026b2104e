import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@terracraft/shared/errors';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const tooManyAttempts = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  );
};

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** The short-lived cookie of a sign-in waiting for its second factor (better-auth's two_factor). */
const TWO_FACTOR_CHALLENGE = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/;
const challengeOf = (request: FastifyRequest) =>
  TWO_FACTOR_CHALLENGE.exec(request.headers.cookie ?? '')?.[1] ?? '';

/**
 * Limits on guessing passwords and second-factor codes and on creating accounts: attempts per client address (each endpoint
 * counted apart) and, for sign-in and reset requests, per email address, so neither many
 * addresses against one account nor one address against many accounts gets far. Counted where
 * the write limits are: in PostgreSQL, shared by every server instance, or in memory.
 */
export function createAuthRateLimits(app: FastifyInstance, limits: Config['authRateLimit']) {
  const timeWindow = limits.windowMinutes * 60_000;
  const perAddress = (endpoint: string) =>
    app.createRateLimit({
      max: limits.perAddress,
      timeWindow,
      keyGenerator: (request) => `${endpoint}|address|${request.ip}`,
    });
  const perEmail = (endpoint: string) =>
    app.createRateLimit({
      max: limits.perEmail,
      timeWindow,
      keyGenerator: (request) => `${endpoint}|email|${emailOf(request)}`,
    });

  /** Per signed-in account (after `requireUser`): its current password or its codes. */
  const perAccount = (endpoint: string) =>
    app.createRateLimit({
      max: limits.perEmail,
      timeWindow,
      keyGenerator: (request) => `${endpoint}|account|${request.user?.id ?? request.ip}`,
    });
  /** Per sign-in waiting for its code; better-auth also locks an account after 10 wrong codes. */
  const perChallenge = (endpoint: string) =>
    app.createRateLimit({
      max: limits.perEmail,
      timeWindow,
      keyGenerator: (request) =>
        request.user
          ? `${endpoint}|account|${request.user.id}`
          : `${endpoint}|challenge|${challengeOf(request)}`,
    });

  /** A preHandler that counts the attempt against each limiter and refuses with 429 past any. */
  const guard =
    (...limiters: Limiter[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw tooManyAttempts(result.ttlInSeconds);
        }
      }
    };

  return {
    signIn: guard(perAddress('sign-in'), perEmail('sign-in')),
    signUp: guard(perAddress('sign-up')),
    passwordResetRequest: guard(perAddress('reset-request'), perEmail('reset-request')),
    passwordReset: guard(perAddress('reset')),
    /** Changing the password, turning two-factor sign-in on or off: the current password again. */
    passwordCheck: guard(perAddress('password-check'), perAccount('password-check')),
    /** A code from the authenticator app or a backup code, at sign-in or when setting it up. */
    twoFactorCode: guard(perAddress('two-factor'), perChallenge('two-factor')),
    /** Profile and email-change requests (each email change sends a mail). */
    accountChange: guard(perAddress('account-change'), perAccount('account-change')),
  };
}
