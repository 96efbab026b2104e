import type { SQLWrapper } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { createMailRepository } from './mail.repository';

/** A document rendered and attached when the mail is sent (not stored in the row). */
export type MailAttachmentRef =
  | { kind: 'invoice'; orderId: string } // the order's tax invoice
  | { kind: 'credit-note'; documentId: string };

/** Turns a reference into a file at send time; null when the document does not exist. */
export type MailAttachmentResolver = (
  ref: MailAttachmentRef,
) => Promise<{ filename: string; content: Buffer; contentType: string } | null>;

/** Resolves nothing: the default until a feature that renders documents is wired in. */
export const resolveNoAttachment: MailAttachmentResolver = async () => null;

export interface OutgoingMail {
  /** The template's name, e.g. 'order-shipped', 'return-approved': shown in the console. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The plain text part. */
  text: string;
  /** The HTML part. */
  html: string;
  /** The order the mail is about (orders.id), for the console's list of mails; optional. */
  orderId?: string;
  /** Documents rendered and attached when the mail is sent (not stored in the row). */
  attachments?: MailAttachmentRef[];
}

export interface Outbox {
  /**
   * Writes the mails in the caller's transaction (several in one statement); a worker sends them
   * after commit, with retries.
   */
  enqueue(tx: Transaction, ...mails: OutgoingMail[]): Promise<void>;
  /**
   * The same write as a statement for the caller to run with others of its transaction, in one
   * round trip (as a part of a `WITH`); `written` is called once it has run.
   */
  enqueueAlong(
    tx: Transaction,
    ...mails: OutgoingMail[]
  ): { statement: SQLWrapper; written: () => void } | undefined;
}

/**
 * The outbox: `enqueue` writes the mail's row in the caller's transaction, so the mail exists
 * exactly when the change that causes it does. `poke` tells the worker of this process to look
 * soon (the worker's poll finds mails another process wrote, or that a long transaction commits
 * later).
 */
export function createOutbox({ poke }: { poke?: () => void } = {}): Outbox {
  return {
    async enqueue(tx, ...mails) {
      await createMailRepository(tx).insert(mails);
      poke?.();
    },
    enqueueAlong(tx, ...mails) {
      if (mails.length === 0) return undefined;
      return { statement: createMailRepository(tx).insertion(mails), written: () => poke?.() };
    },
  };
}
