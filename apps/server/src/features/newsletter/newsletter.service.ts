import type { Database } from '../../db/client';
import { createNewsletterRepository } from './newsletter.repository';

export function createNewsletterService(db: Database) {
  const subscribers = createNewsletterRepository(db);
  return {
    /** Subscribing an address twice is not an error: the answer says it already was. */
    async subscribe(email: string) {
      const isNew = await subscribers.subscribe(email);
      return { email, alreadySubscribed: !isNew };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
