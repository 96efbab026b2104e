import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMail } from '@terracraft/shared/mail';
import { buildApp } from '../../app';
import { auditLog } from '../../db/schema';
import {
  createTestApp,
  sentMails,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { MAX_MAIL_ATTEMPTS } from '.';

let t: TestApp;
let staff: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const list = (query: string, cookie = staff.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/mails?${query}`, headers: { cookie } });
const resend = (id: string, cookie = staff.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/mails/${id}/resend`, headers: { cookie } });

/**
 * A contact message sent while the mail server is down, for a day: its mail is tried
 * MAX_MAIL_ATTEMPTS times by a server whose clock runs ahead, then failed.
 */
async function failedContactMail(topic: string): Promise<AdminMail> {
  await t.app.mailWorker.stop();
  let now = new Date(Date.now() + 1000);
  const down = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailer: { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) },
    mailWorker: { clock: () => now },
  });
  const sent = await down.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ravi',
      email: 'ravi@example.in',
      subject: topic,
      message: 'Can you make one?',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await down.mailWorker.stop();
  for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
    await down.mailWorker.drain();
    now = new Date(now.getTime() + 24 * 60 * 60_000);
  }
  await down.close();
  t.app.mailWorker.start();
  const page = (await list('status=failed&limit=100')).json().items as AdminMail[];
  return page.find((m) => m.subject === `Contact form: ${topic}`)!;
}

describe('the console’s mails', () => {
  it('lists a failed mail with its last error, and Resend sends it', async () => {
    const mail = await failedContactMail('Custom lamp');
    expect(mail).toMatchObject({
      to: 'support@terracraft.in',
      kind: 'contact-message',
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      subject: 'Contact form: Custom lamp',
    });
    expect(mail!.lastError).toContain('ECONNREFUSED');

    const res = await resend(mail!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mail!.id, status: 'queued', attempts: 0 });
    const delivered = (await sentMails(t)).filter((m) => m.subject === 'Contact form: Custom lamp');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain('Can you make one?');
    expect(delivered[0]!.html).toContain('Can you make one?');

    const sent = (await list('status=sent&q=support@terracraft')).json().items as AdminMail[];
    expect(sent.find((m) => m.id === mail!.id)?.sentAt).toBeTruthy();
    const failed = (await list('status=failed')).json().items as AdminMail[];
    expect(failed.map((m) => m.id)).not.toContain(mail!.id);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.entityId, mail!.id)));
    expect(audit).toMatchObject({ actorEmail: staff.email, entityType: 'mail' });
  });

  it('resends a sent mail, refuses one already queued, and 404s an unknown one', async () => {
    const mail = await failedContactMail('Twice');
    expect((await resend(mail!.id)).statusCode).toBe(200);
    await t.app.mailWorker.stop();
    await t.app.mailWorker.drain();
    expect((await resend(mail!.id)).statusCode).toBe(200);
    const again = await resend(mail!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/queued already/);
    t.app.mailWorker.start();
    expect((await resend('999999')).statusCode).toBe(404);
    expect((await resend('not-a-number')).statusCode).toBe(400);
  });

  it('finds an order’s mails by its number, and keeps them from shoppers', async () => {
    const bad = await list('status=lost');
    expect(bad.statusCode).toBe(400);
    const none = await list('q=TC999999');
    expect(none.json().items).toEqual([]);
    const shopper = await signUpShopper(t);
    expect((await list('', shopper.cookie)).statusCode).toBe(403);
    expect((await resend('1', shopper.cookie)).statusCode).toBe(403);
  });
});
