import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * Keyset paging over a timestamp column and a unique tie-breaker, newest first. PostgreSQL keeps
 * timestamps to the microsecond while a JavaScript Date keeps milliseconds, so the cursor carries
 * the instant as PostgreSQL's own text (`instantKey`), and the next page compares against exactly
 * that: no row is skipped or shown twice, and the comparison still uses the (at, id) index.
 */
export const instantKey = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The decoded cursor: the instant text and the tie-breaker of the last row of a page. */
export const instantCursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().min(1).max(300),
]);
export type InstantCursor = z.output<typeof instantCursorSchema>;

/** Rows after the cursor in (at DESC, id DESC) order. */
export function olderThan(
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: InstantCursor,
  idType: 'text' | 'uuid' = 'text',
): SQL {
  return sql`(${at}, ${id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::${sql.raw(idType)})`;
}

/** `%term%` for ILIKE, with the pattern's own characters taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
