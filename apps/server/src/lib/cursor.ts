import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Cursors of lists paged by keyset: the sort key of the last row of a page, which the next page
 * starts after. Opaque to clients (base64url JSON); a cursor that does not decode to the list's
 * key is a 400 naming `cursor`, never a 500.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<Key extends z.ZodType>(cursor: string, schema: Key): z.output<Key> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success) {
    throw badRequest('This page of the list is no longer valid. Start again from the first page.', {
      cursor: 'is not a cursor of this list',
    });
  }
  return parsed.data;
}
