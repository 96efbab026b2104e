import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { createTestDatabase } from '../../test/test-app';
import { TextMail } from './text-mail';
import {
  createMailWorker,
  createOutbox,
  MAIL_RETRY_DELAYS_MS,
  MAX_MAIL_ATTEMPTS,
  renderMail,
  type OutgoingMail,
} from '.';

const quiet = { info() {}, warn() {}, error() {} };

const BUSINESS = {
  shopName: 'TerraCraft',
  legalName: 'TerraCraft Handicrafts Pvt Ltd',
  supportEmail: 'support@terracraft.in',
  ordersEmail: 'orders@terracraft.in',
  phone: '1800-123-4567',
  phoneHours: 'Mon-Sat 10am-6pm IST',
  address: { line1: 'Main Road', city: 'Ranchi', state: 'Jharkhand', pin: '834001' },
} as never;

function mail(to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return { kind: 'test', to, subject: `Hello ${to}`, text: 'Hi', html: '<p>Hi</p>', ...overrides };
}

/** A mailer that keeps what it sent, and fails while `failing` is set. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(message);
    },
  };
  return { sent, state, mailer };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rowOf(to: string) {
  return database.db.query.outboxMails.findFirst({ where: eq(outboxMails.to, to) });
}

describe('the outbox', () => {
  it('keeps a mail only when the change that causes it commits', async () => {
    const { sent, mailer } = recordingMailer();
    const outbox = createOutbox();
    const worker = createMailWorker({ db: database.db, mailer, log: quiet });
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.enqueue(tx, mail('rolled-back@example.in'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction((tx) => outbox.enqueue(tx, mail('committed@example.in')));
    await worker.drain();
    expect(sent.map((m) => m.to)).toContain('committed@example.in');
    expect(sent.map((m) => m.to)).not.toContain('rolled-back@example.in');
    expect(await rowOf('rolled-back@example.in')).toBeUndefined();
    expect(await rowOf('committed@example.in')).toMatchObject({ status: 'sent', attempts: 1 });
    const message = sent.find((m) => m.to === 'committed@example.in')!;
    expect(message).toMatchObject({ text: 'Hi', html: '<p>Hi</p>' });
  });

  it('tries a mail again with growing delays while the mail server is down, then sends it', async () => {
    const { sent, state, mailer } = recordingMailer();
    let now = new Date(Date.now() + 1000);
    const worker = createMailWorker({ db: database.db, mailer, log: quiet, clock: () => now });
    await database.db.transaction((tx) => createOutbox().enqueue(tx, mail('retry@example.in')));
    state.failing = true;
    await worker.drain();
    let row = await rowOf('retry@example.in');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(MAIL_RETRY_DELAYS_MS[0]);

    // Not due yet: nothing happens.
    now = new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[0] - 1000);
    await worker.drain();
    expect((await rowOf('retry@example.in'))!.attempts).toBe(1);

    now = new Date(now.getTime() + 1000);
    await worker.drain();
    row = await rowOf('retry@example.in');
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(MAIL_RETRY_DELAYS_MS[1]);

    state.failing = false;
    now = new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[1]);
    await worker.drain();
    expect(await rowOf('retry@example.in')).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
    expect(sent.filter((m) => m.to === 'retry@example.in')).toHaveLength(1);
  });

  it('marks a mail failed after its last attempt', async () => {
    const { state, mailer } = recordingMailer();
    state.failing = true;
    let now = new Date(Date.now() + 1000);
    const worker = createMailWorker({ db: database.db, mailer, log: quiet, clock: () => now });
    await database.db.transaction((tx) => createOutbox().enqueue(tx, mail('gives-up@example.in')));
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await worker.drain();
      const row = await rowOf('gives-up@example.in');
      expect(row!.attempts).toBe(attempt);
      expect(row!.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? 'queued' : 'failed');
      now = new Date(now.getTime() + 24 * 60 * 60_000);
    }
    await worker.drain();
    expect(await rowOf('gives-up@example.in')).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
    });
  });

  it('sends each mail once when two workers share the database', async () => {
    const first = recordingMailer();
    const second = recordingMailer();
    const slow = (mailer: Mailer): Mailer => ({
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await mailer.send(message);
      },
    });
    const workers = [first, second].map((recording) =>
      createMailWorker({
        db: database.db,
        mailer: slow(recording.mailer),
        log: quiet,
        batchSize: 3,
      }),
    );
    const recipients = Array.from({ length: 40 }, (_, i) => `pair-${i}@example.in`);
    await database.db.transaction(async (tx) => {
      for (const to of recipients) await createOutbox().enqueue(tx, mail(to));
    });
    await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
    await Promise.all(workers.map((worker) => worker.drain()));
    const sent = [...first.sent, ...second.sent]
      .map((m) => m.to)
      .filter((to) => to.startsWith('pair-'));
    expect(sent.sort()).toEqual([...recipients].sort());
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
  });

  it('renders a template as HTML and plain text in the shop’s layout', async () => {
    const rendered = renderMail(
      createElement(TextMail, {
        business: BUSINESS,
        text: 'Hello Asha,\n\nTrack it: https://example.in/t/1',
      }),
    );
    expect(rendered.html).toContain('<html');
    expect(rendered.html).toContain('href="https://example.in/t/1"');
    expect(rendered.html).toContain('TerraCraft Handicrafts Pvt Ltd');
    expect(rendered.text).toContain('Hello Asha,');
    expect(rendered.text).toContain('https://example.in/t/1');
    expect(rendered.text).toContain('support@terracraft.in');
  });
});
