import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepository(db: Database) {
  return {
    /** Returns false when the address was already subscribed. */
    async subscribe(email: string): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      return inserted.length > 0;
    },
  };
}
