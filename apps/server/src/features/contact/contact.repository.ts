import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage) {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row!;
    },
  };
}
