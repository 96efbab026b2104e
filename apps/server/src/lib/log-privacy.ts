import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Personal data kept out of the logs (docs/decisions/0025): email addresses, phone numbers,
 * tokens and the values of query strings that carry them. Logs are read by whoever runs the shop
 * and are kept and shipped elsewhere; an order number or an account id is enough to find the rest.
 */

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** Indian and international phone numbers: 10 or more digits, spaces, dashes or a leading +. */
const PHONE = /(?:\+\d{1,3}[\s-]?)?(?:\d[\s-]?){9,13}\d/g;
/** Query parameters whose values are personal or secret whatever they look like. */
const PRIVATE_PARAMS = new Set([
  'q',
  'search',
  'email',
  'phone',
  'name',
  'token',
  'code',
  'state',
  'key',
  'secret',
  'password',
  'callbackurl',
  'redirectto',
]);
const REDACTED = '[redacted]';

/** A text with email addresses and phone numbers taken out. */
function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/**
 * A request URL fit for the logs: the path (with emails and phone numbers taken out), and of the
 * query string the names, with the values of private ones, or ones that look personal, replaced.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = redactText(at === -1 ? url : url.slice(0, at));
  if (at === -1) return path;
  const params = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      if (eq === -1) return redactText(name);
      let value: string;
      try {
        value = decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        return `${name}=${REDACTED}`;
      }
      const hidden = PRIVATE_PARAMS.has(name.toLowerCase()) || redactText(value) !== value;
      return `${name}=${hidden ? REDACTED : pair.slice(eq + 1)}`;
    });
  return `${path}?${params.join('&')}`;
}

/**
 * Log fields that may hold personal data or secrets: as a field of the line, or as a field of an
 * object logged on it (`{ order: { phone } }`). Two-factor sign-in adds the authenticator secret
 * and the backup codes.
 */
const PRIVATE_FIELDS = new Set([
  'email',
  'phone',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'to',
  'secret',
  'totpURI',
  'backupCodes',
]);
/** Logged through serializers that keep only safe fields (headers and cookies never). */
const SERIALIZED = new Set(['req', 'res', 'err']);

function censorFields(value: object): object {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (PRIVATE_FIELDS.has(key) && Object.hasOwn(value, key)) {
      copy ??= { ...value };
      copy[key] = REDACTED;
    }
  }
  return copy ?? value;
}

/**
 * A log line's fields with private ones censored, two levels deep; the caller's objects are
 * copied, never changed. This runs on every line, the access log's too, so it looks only at the
 * names it must (pino's path-based redaction cost a tenth of a cheap request).
 */
function censorPrivateFields(fields: Record<string, unknown>): Record<string, unknown> {
  let line: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    let censored: unknown = value;
    if (PRIVATE_FIELDS.has(key)) censored = REDACTED;
    else if (
      value !== null &&
      typeof value === 'object' &&
      !SERIALIZED.has(key) &&
      !Array.isArray(value) &&
      !ArrayBuffer.isView(value)
    ) {
      censored = censorFields(value);
    }
    if (censored !== value) {
      line ??= { ...fields };
      line[key] = censored;
    }
  }
  return line ?? fields;
}

/** The logger's options: its level, the private fields censored, and serializers that redact. */
export function privateLogger(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    formatters: { log: censorPrivateFields },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
      err(error: Error & { code?: unknown; statusCode?: unknown; cause?: unknown }) {
        if (!(error instanceof Error)) return error;
        return {
          type: error.name,
          message: redactText(error.message),
          stack: redactText(error.stack ?? ''),
          ...(error.code === undefined ? {} : { code: error.code }),
          ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
          ...(error.cause instanceof Error
            ? { cause: redactText(`${error.cause.name}: ${error.cause.message}`) }
            : {}),
        };
      },
    },
  };
}
