import { ERROR_CODES, type ErrorResponse } from '@terracraft/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** Fastify's own client errors, translated into words a client developer can act on. */
const FASTIFY_CLIENT_ERRORS: Record<
  string,
  { code: ErrorResponse['error']['code']; message: string }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.badRequest,
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ERROR_CODES.badRequest,
    message: 'The Content-Length header does not match the body.',
  },
};

function send(
  reply: { code(n: number): { send(b: ErrorResponse): unknown } },
  status: number,
  error: ErrorResponse['error'],
) {
  return reply.code(status).send({ error });
}

/**
 * One error shape for every answer: `{ error: { code, message, fields? } }`. Client errors say what
 * was wrong; server errors are logged in full and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (error.validationContext ?? 'request');
        fields[path] ??= issue.message ?? 'is not valid';
      }
      const where =
        error.validationContext === 'body' ? '' : ` (${error.validationContext ?? 'request'})`;
      return send(reply, 400, {
        code: ERROR_CODES.validation,
        message: `Some values are not valid${where}: ${Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ')}`,
        fields,
      });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, error.statusCode ?? 400, known);

    if (error.statusCode === 429) {
      return send(reply, 429, {
        code: ERROR_CODES.rateLimited,
        message: 'Too many requests. Please wait a minute and try again.',
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return send(reply, status, { code: ERROR_CODES.badRequest, message: error.message });
    }

    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, {
      code: ERROR_CODES.internal,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

/**
 * Errors the router raises before any route or hook runs: a path whose percent-encoding does not
 * decode, or a path segment longer than the router accepts. Passed to Fastify as `frameworkErrors`.
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, {
      code: ERROR_CODES.badRequest,
      message: 'A part of the address is too long.',
    });
  }
  return send(reply, 400, {
    code: ERROR_CODES.badRequest,
    message: 'The address is not valid: part of it is not correctly percent-encoded.',
  });
}

/** PostgreSQL text cannot hold U+0000, and no field of the shop has a use for it. */
const NUL = '\u0000';

/** The first field holding a NUL character; iterative, as JSON may nest deeper than the stack. */
function findNul(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, at] = next;
    if (typeof value === 'string' && value.includes(NUL)) return at;
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        pending.push([child, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in the path or the body with a 400 naming the field, before
 * the route's own validation: a route would otherwise pass it on to the database, which refuses it
 * with an error of its own. Query strings are left to their routes: search, for one, reads only
 * the words of its text.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // Synchronous: it runs on every request, and most have no body and a short path.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      if (field === undefined) continue;
      const name = field || part;
      return done(
        new AppError(
          400,
          ERROR_CODES.validation,
          `Some values are not valid: ${name}: must not contain a NUL character`,
          { [name]: 'must not contain a NUL character' },
        ),
      );
    }
    done();
  });
}

export function apiNotFound(method: string, url: string): ErrorResponse {
  return {
    error: {
      code: ERROR_CODES.notFound,
      message: `No API endpoint answers ${method} ${url.split('?')[0]}.`,
    },
  };
}
