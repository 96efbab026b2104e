/**
 * What a contract says of an endpoint (its schemas, answers and errors), and the error lists and
 * bodies many endpoints share.
 */
import { z } from 'zod';

/** Statuses answered with `{ error: { code, message, fields? } }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface EndpointContract {
  params?: z.ZodType;
  query?: z.ZodType;
  /** Headers the endpoint requires; others pass untouched. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body of each answer other than the error shape, by status (302: a redirect). */
  responses: Partial<Record<200 | 201 | 302 | 503, z.ZodType>>;
  errors: readonly ErrorStatus[];
}

/** Every write can also be answered 429 by the per-address rate limit. */
export const write = [400, 429] as const;
export const signedInWrite = [400, 401, 429] as const;
/**
 * The back office: 401 for a visitor and 403 for a shopper (and for staff on an owner's endpoint)
 * come before anything else; writes may be refused 400 or limited 429 too.
 */
export const staffRead = [400, 401, 403] as const;
export const staffWrite = [400, 401, 403, 429] as const;
/**
 * Writes the auth library answers (or the shop's routes in front of it) are also refused with 403
 * when a signed-in browser sends them from another origin, or with a callback URL elsewhere.
 */
export const authWrite = [400, 403, 429] as const;
/** Answers of the auth library, relayed as they are (without tokens). */
export const relayed = z.unknown();
/** Where a provider sends the shopper: a redirect to the page named at the start, with no body. */
export const redirect = z.null();
/** A file sent as it is: a tax document's PDF (application/pdf). */
export const pdfFile = z.string().meta({ format: 'binary', description: 'The document as a PDF' });
/** A photo sent as it is (image/webp). */
export const imageFile = z.string().meta({ format: 'binary', description: 'The photo as WebP' });
