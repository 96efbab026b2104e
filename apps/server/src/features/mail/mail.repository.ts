import { and, desc, eq, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orders, outboxMails } from '../../db/schema';
import type { OutgoingMail } from './outbox';

export type OutboxMailRow = typeof outboxMails.$inferSelect;
type MailStatus = OutboxMailRow['status'];

export function createMailRepository(db: Database | Transaction) {
  return {
    /** Queues the mails, in one statement. */
    async insert(mails: OutgoingMail[]) {
      if (mails.length === 0) return;
      await this.insertion(mails);
    },

    /** The insert of `insert` as a statement not yet run (to write with others in one). */
    insertion(mails: OutgoingMail[]) {
      return db.insert(outboxMails).values(
        mails.map((mail) => ({
          kind: mail.kind,
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
          orderId: mail.orderId ?? null,
        })),
      );
    },

    /**
     * Claims up to `limit` due mails for one worker: queued mails whose time has come, and mails
     * whose sender's claim lapsed. Rows another worker is claiming at this moment are skipped
     * (SKIP LOCKED), and a claimed row is not due again until `leaseUntil`: no mail is handed to
     * two workers at once.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxMailRow[]> {
      const due = db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(
          and(
            inArray(outboxMails.status, ['queued', 'sending']),
            lte(outboxMails.nextAttemptAt, now),
          ),
        )
        .orderBy(outboxMails.nextAttemptAt, outboxMails.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMails)
        .set({
          status: 'sending',
          attempts: sql`${outboxMails.attempts} + 1`,
          nextAttemptAt: leaseUntil,
        })
        .where(inArray(outboxMails.id, due))
        .returning();
    },

    /** The claimed mail went out. */
    async markSent(claimed: OutboxMailRow, at: Date) {
      await db
        .update(outboxMails)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(stillClaimed(claimed));
    },

    /** The attempt failed: due again at `retryAt`, or failed for good when there is none. */
    async markAttemptFailed(claimed: OutboxMailRow, error: string, retryAt: Date | null) {
      await db
        .update(outboxMails)
        .set(
          retryAt
            ? { status: 'queued', nextAttemptAt: retryAt, lastError: error }
            : { status: 'failed', lastError: error },
        )
        .where(stillClaimed(claimed));
    },

    findById(id: number) {
      return db.query.outboxMails.findFirst({ where: eq(outboxMails.id, id) });
    },

    /** Queues a failed or sent mail once more, due now, with a fresh count of attempts. */
    async requeue(id: number, now: Date) {
      const [row] = await db
        .update(outboxMails)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
        .where(and(eq(outboxMails.id, id), inArray(outboxMails.status, ['failed', 'sent'])))
        .returning();
      return row;
    },

    /**
     * The console's list: newest first (paged by id), by status, and by part of the recipient's
     * address or by order number; each mail with its order's number.
     */
    list(filter: {
      status?: MailStatus;
      to?: string;
      orderNumber?: number;
      before?: number;
      limit: number;
    }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(outboxMails.status, filter.status));
      if (filter.before) conditions.push(lt(outboxMails.id, filter.before));
      if (filter.to) {
        conditions.push(ilike(outboxMails.to, `%${filter.to.replace(/[\\%_]/g, '\\$&')}%`));
      }
      if (filter.orderNumber !== undefined) conditions.push(eq(orders.number, filter.orderNumber));
      return db
        .select({ mail: outboxMails, orderNumber: orders.number })
        .from(outboxMails)
        .leftJoin(orders, eq(orders.id, outboxMails.orderId))
        .where(and(...conditions))
        .orderBy(desc(outboxMails.id))
        .limit(filter.limit);
    },

    async orderNumberOf(orderId: string | null) {
      if (!orderId) return null;
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.number ?? null;
    },
  };
}

/** The row is still this worker's claim (no other worker took it over after the claim lapsed). */
const stillClaimed = (claimed: OutboxMailRow) =>
  and(
    eq(outboxMails.id, claimed.id),
    eq(outboxMails.status, 'sending'),
    eq(outboxMails.attempts, claimed.attempts),
  );
