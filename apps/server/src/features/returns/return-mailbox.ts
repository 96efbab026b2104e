import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';

/** A return step's mail to the shopper, in the shape of the mail outbox's `OutgoingMail`. */
export interface ReturnMail {
  /** The template's name: 'return-requested', 'return-approved'… */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  orderId?: string;
}

/**
 * Where a return step's mail goes, written in the step's transaction. The mail outbox's `Outbox`
 * has this shape: passing it in app.ts makes every return mail survive a restart.
 */
export interface ReturnMailbox {
  enqueue(tx: Transaction, mail: ReturnMail): Promise<void>;
}

/**
 * Until the outbox is wired in: sends the mail at once through the shop's mailer, as the step's
 * transaction's last statement. A mail that cannot be sent is logged; the step stands.
 */
export function createDirectMailbox(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
): ReturnMailbox {
  return {
    async enqueue(_tx, { to, replyTo, subject, text, html, kind }) {
      try {
        await mailer.send({ to, replyTo, subject, text, html });
      } catch (error) {
        log.error({ err: error, kind }, 'return mail could not be sent');
      }
    },
  };
}
