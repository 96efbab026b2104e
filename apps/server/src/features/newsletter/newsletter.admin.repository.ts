import { and, count, desc, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { containing, instantKey, olderThan, type InstantCursor } from '../../lib/keyset';

/** The console's view of the subscribers; the shop's form writes through newsletter.repository.ts. */
export function createSubscriberRepository(db: Database) {
  const matching = (q: string | undefined) =>
    q ? ilike(newsletterSubscribers.email, containing(q)) : undefined;
  return {
    /** Newest first, paged by (created_at, email). */
    list(filter: { q?: string; after?: InstantCursor }, limit: number) {
      return db
        .select({
          email: newsletterSubscribers.email,
          createdAt: newsletterSubscribers.createdAt,
          cursorAt: instantKey(newsletterSubscribers.createdAt),
        })
        .from(newsletterSubscribers)
        .where(
          and(
            matching(filter.q),
            filter.after
              ? olderThan(
                  newsletterSubscribers.createdAt,
                  newsletterSubscribers.email,
                  filter.after,
                )
              : undefined,
          ),
        )
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
        .limit(limit);
    },

    async count(q: string | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(matching(q));
      return row?.n ?? 0;
    },
  };
}
