import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, MailFile } from '../../integrations/mail/mailer';
import { createMailRepository, type OutboxMailRow } from './mail.repository';
import { resolveNoAttachment, type MailAttachmentResolver } from './outbox';

/** How long after a failed attempt the next one comes: 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h. */
export const MAIL_RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
] as const;
/** After this many failed attempts (about a day), a mail is failed: the console can resend it. */
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** When the attempt numbered `attempts` failed at `now`, when the next one is due (null: none). */
function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
  return attempts >= MAX_MAIL_ATTEMPTS || delay === undefined
    ? null
    : new Date(now.getTime() + delay);
}

interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Turns an attachment reference into a file at send time (default: resolves nothing). */
  resolveAttachment?: MailAttachmentResolver;
  /** How often the worker looks for due mails without being poked. */
  pollMs?: number;
  /**
   * How long a worker's claim on a mail lasts: longer than any send may take (the SMTP mailer
   * gives up within about a minute). A worker that dies mid-send leaves the mail to another once
   * its claim lapses.
   */
  leaseMs?: number;
  /** Mails claimed at a time. */
  batchSize?: number;
  clock?: () => Date;
}

/**
 * Sends the outbox's mails. Several workers (one per server instance) may share one database:
 * each mail is claimed by one of them at a time. A mail that cannot be sent is tried again
 * later (MAIL_RETRY_DELAYS_MS), then marked failed.
 */
export function createMailWorker({
  db,
  mailer,
  log,
  resolveAttachment = resolveNoAttachment,
  pollMs = 1000,
  leaseMs = 5 * 60_000,
  batchSize = 10,
  clock = () => new Date(),
}: MailWorkerOptions) {
  const repository = createMailRepository(db);
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let again = false;

  async function attach(row: OutboxMailRow): Promise<MailFile[]> {
    const files: MailFile[] = [];
    for (const ref of row.attachments) {
      const file = await resolveAttachment(ref);
      if (file) files.push(file);
      else log.warn({ mail: row.id, attachment: ref }, 'mail attachment not found; sent without');
    }
    return files;
  }

  async function deliver(row: OutboxMailRow) {
    try {
      await mailer.send({
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: await attach(row),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = nextAttemptAt(row.attempts, clock());
      await repository.markAttemptFailed(row, message.slice(0, 1000), retryAt);
      log.warn(
        { err: error, mail: row.id, kind: row.kind, attempts: row.attempts, retryAt },
        retryAt ? 'mail not sent; will try again' : 'mail not sent; gave up',
      );
      return false;
    }
    await repository.markSent(row, clock());
    return true;
  }

  /** Claims the due mails and sends them; returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const now = clock();
    const claimed = await repository.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  /** Runs until no mail is due; one run at a time in this process. */
  function drain(): Promise<void> {
    const run = current.then(async () => {
      while ((await runOnce()) > 0) {
        // Claimed a full or partial batch: look again, more may be due.
      }
    });
    current = run.catch(() => {});
    return run;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    if (!running) return;
    again = false;
    drain()
      .catch((error) => log.error({ err: error }, 'mail worker could not read the outbox'))
      .finally(() => schedule(again ? 0 : pollMs));
  }

  return {
    runOnce,
    drain,
    /** Starts polling (and answering pokes). */
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** A mail was just enqueued: look soon (its transaction commits first). */
    poke() {
      if (!running) return;
      again = true;
      schedule(20);
    },
    /** Stops polling and waits for the run in progress. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
