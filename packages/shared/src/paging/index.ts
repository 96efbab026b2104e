/**
 * How the console's lists are paged: by cursor (keyset), so a page costs the same at any depth
 * and rows added meanwhile neither repeat nor vanish.
 */
import { z } from 'zod';

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

/** What a search box sends: trimmed, bounded, and never a NUL (the database cannot hold one). */
export const searchTextSchema = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !text.includes('\u0000'), 'Search for text without control characters.')
    .optional();
