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

/**
 * Limits on guessing passwords and creating accounts: attempts per client address (each endpoint
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
  };
}
