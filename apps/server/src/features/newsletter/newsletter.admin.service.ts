import type { SubscriberListQuery, SubscriberPage } from '@terracraft/shared/newsletter/admin';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { instantCursorSchema } from '../../lib/keyset';
import { createSubscriberRepository } from './newsletter.admin.repository';
import { csvRow } from './subscribers-csv';

/** Rows read per query while exporting: the export never holds the whole list in one result. */
const EXPORT_BATCH = 1000;

/** The newsletter's subscribers as the console lists and exports them. */
export function createSubscriberList(db: Database) {
  const subscribers = createSubscriberRepository(db);
  return {
    async list(query: SubscriberListQuery): Promise<SubscriberPage> {
      const q = query.q || undefined;
      const after = query.cursor ? decodeCursor(query.cursor, instantCursorSchema) : undefined;
      const [rows, total] = await Promise.all([
        subscribers.list({ q, after }, query.limit + 1),
        subscribers.count(q),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          email: row.email,
          subscribedAt: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.email]) : null,
        total,
      };
    },

    /** Every subscriber matching the search, newest first, as CSV lines (header first). */
    async *exportCsv(q: string | undefined): AsyncGenerator<string> {
      yield csvRow(['email', 'subscribed_at']);
      let after: [string, string] | undefined;
      for (;;) {
        const rows = await subscribers.list({ q: q || undefined, after }, EXPORT_BATCH);
        yield rows.map((row) => csvRow([row.email, row.createdAt.toISOString()])).join('');
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH || !last) return;
        after = [last.cursorAt, last.email];
      }
    },
  };
}

export type SubscriberList = ReturnType<typeof createSubscriberList>;
