import { ERROR_CODES, type ErrorCode } from '@terracraft/shared/errors';

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** One of ERROR_CODES, or a feature's own code (such as COUPON_NOT_APPLICABLE). */
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.badRequest, message, fields);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
/**
 * A write based on a record that changed since it was read (409 STALE); `what` names it, as in
 * "This order" or, with `them`, "The business details".
 */
export const stale = (what: string, pronoun: 'it' | 'them' = 'it') =>
  new AppError(
    409,
    ERROR_CODES.stale,
    `${what} changed while you were looking at ${pronoun}. Reload to see the latest.`,
  );
