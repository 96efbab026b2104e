import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { MessageStatus } from '@terracraft/shared/contact/admin';
import type { Database, Transaction } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { instantKey, olderThan, type InstantCursor } from '../../lib/keyset';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The console's inbox; the shop's contact form writes through contact.repository.ts. */
export function createInboxRepository(db: Database | Transaction) {
  return {
    /** Newest first, through (status, created_at, id) or (created_at, id). */
    list(filter: { status?: MessageStatus; after?: InstantCursor }, limit: number) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
          updatedAt: contactMessages.updatedAt,
          preview: sql<string>`left(${contactMessages.message}, 160)`,
          replies: sql<number>`(SELECT count(*)::int FROM ${contactReplies} WHERE ${contactReplies.messageId} = "contact_messages"."id")`,
          cursorAt: instantKey(contactMessages.createdAt),
        })
        .from(contactMessages)
        .where(
          and(
            filter.status ? eq(contactMessages.status, filter.status) : undefined,
            filter.after
              ? olderThan(contactMessages.createdAt, contactMessages.id, filter.after, 'uuid')
              : undefined,
          ),
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },

    async find(id: string, { forUpdate = false } = {}): Promise<ContactMessageRow | undefined> {
      const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    replies(messageId: string) {
      return db
        .select({
          id: contactReplies.id,
          text: contactReplies.text,
          sentAt: contactReplies.sentAt,
          sentById: contactReplies.sentById,
          sentByEmail: contactReplies.sentByEmail,
          accountId: users.id,
        })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.sentById))
        .where(eq(contactReplies.messageId, messageId))
        .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
    },

    async setStatus(id: string, status: MessageStatus, at: Date) {
      await db
        .update(contactMessages)
        .set({ status, handledAt: status === 'handled' ? at : null, updatedAt: at })
        .where(eq(contactMessages.id, id));
    },

    async addReply(reply: typeof contactReplies.$inferInsert) {
      const [row] = await db.insert(contactReplies).values(reply).returning();
      return row!;
    },
  };
}
