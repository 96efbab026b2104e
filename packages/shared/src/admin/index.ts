/**
 * What every area of the back office (`/admin`, `/api/admin/*`) shares: who may call its
 * endpoints, how its lists are paged. Each area's own schemas live beside this file
 * (`./staff`, `./audit`, …) or beside its capability's schemas.
 */
import { z } from 'zod';

/** What the staff guard answers a shopper (403), and what the console shows them. */
export const STAFF_ONLY = 'This part of the shop is for its staff.';
/** What the guard answers staff on an owner's endpoint (403). */
export const OWNER_ONLY = 'Only the shop’s owner can do that.';

/** The most rows one page of a back-office list may have; lists default to 50. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/**
 * The query of a list paged by cursor (keyset): the first page has no cursor; each next page
 * sends the `nextCursor` of the page before, with the same filters. A cursor is opaque: only the
 * server reads it.
 */
export const cursorPageQuerySchema = z.object({
  cursor: z
    .string({ error: 'The page cursor must be text.' })
    .min(1, 'The page cursor is empty.')
    .max(500, 'The page cursor is too long.')
    .optional(),
  limit: z.coerce
    .number({ error: `Ask for 1 to ${MAX_PAGE_SIZE} rows.` })
    .int(`Ask for 1 to ${MAX_PAGE_SIZE} rows.`)
    .min(1, `Ask for 1 to ${MAX_PAGE_SIZE} rows.`)
    .max(MAX_PAGE_SIZE, `Ask for 1 to ${MAX_PAGE_SIZE} rows.`)
    .default(DEFAULT_PAGE_SIZE),
});

/** One page of a list paged by cursor; `nextCursor` is null on the last page. */
export const cursorPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** Who did something in the back office, as the audit log and the staff list name them. */
export const staffActorSchema = z.object({
  id: z.string(),
  email: z.string(),
});
