import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSummary, MessageThread } from '@terracraft/shared/contact/admin';
import { formatDateTime } from '@terracraft/shared/dates';
import { auditLog, outboxMails } from '../../db/schema';
import {
  createTestApp,
  outbox,
  signUpStaff,
  whileMailServerIsDown,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff', { email: 'nisha.staff@example.in' });
});
afterAll(() => t.close());

const send = (message: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: message });

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, app = t.app) =>
  app.inject({
    method,
    url,
    headers: { cookie: staff.cookie, origin: t.config.publicUrl },
    ...(payload ? { payload } : {}),
  });

describe('the contact inbox', () => {
  it('lists messages newest first, new ones filtered from handled ones', async () => {
    const first = await send({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Bulk order',
      message: 'Do you ship 40 baskets to Pune?',
    });
    const second = await send({ email: 'ravi@example.in', message: 'Where is my order?' });
    const res = await admin('GET', '/api/admin/messages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: second.json().id,
          name: '',
          email: 'ravi@example.in',
          subject: '',
          status: 'new',
          preview: 'Where is my order?',
          replies: 0,
          receivedAt: second.json().receivedAt,
          updatedAt: expect.any(String),
        },
        expect.objectContaining({ id: first.json().id, subject: 'Bulk order', status: 'new' }),
      ],
      nextCursor: null,
    });
  });

  it('reads a message and marks it handled; a stale mark is refused', async () => {
    const sent = await send({ email: 'mira@example.in', message: 'Is the jute rug back?' });
    const read = await admin('GET', `/api/admin/messages/${sent.json().id}`);
    expect(read.statusCode).toBe(200);
    const thread = read.json() as MessageThread;
    expect(thread).toMatchObject({
      message: 'Is the jute rug back?',
      status: 'new',
      handledAt: null,
      replies: [],
    });
    const handled = await admin('PUT', `/api/admin/messages/${thread.id}/status`, {
      status: 'handled',
      updatedAt: thread.updatedAt,
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
    const stale = await admin('PUT', `/api/admin/messages/${thread.id}/status`, {
      status: 'new',
      updatedAt: thread.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const newOnes = (await admin('GET', '/api/admin/messages?status=new')).json().items;
    expect(newOnes.map((m: MessageSummary) => m.id)).not.toContain(thread.id);
    const handledOnes = (await admin('GET', '/api/admin/messages?status=handled')).json().items;
    expect(handledOnes.map((m: MessageSummary) => m.id)).toEqual([thread.id]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, thread.id));
    expect(entry).toMatchObject({ action: 'message.handle', actorId: staff.id });
  });

  it('answers by mail through the shop’s mailer, and keeps the reply in the thread', async () => {
    const sent = await send({
      name: 'Kiran',
      email: 'kiran@example.in',
      subject: 'Gift wrap',
      message: 'Can you gift-wrap a lamp?',
    });
    const before = (await outbox(t)).length;
    const res = await admin('POST', `/api/admin/messages/${sent.json().id}/replies`, {
      text: 'Yes, we wrap every gift in handmade paper.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'handled',
      replies: [
        {
          text: 'Yes, we wrap every gift in handmade paper.',
          sentBy: { id: staff.id, email: 'nisha.staff@example.in' },
          sentAt: expect.any(String),
        },
      ],
    });
    const mails = await outbox(t);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain('To: kiran@example.in');
    expect(mail).toContain('Subject: Re: Gift wrap');
    expect(mail).toContain('Yes, we wrap every gift in handmade paper.');
    expect(mail).toContain('> Can you gift-wrap a lamp?');
    // The quote says when the message came on India's clock, as the console shows it.
    const thread = (await admin('GET', `/api/admin/messages/${sent.json().id}`)).json();
    expect(mail).toContain(`On ${formatDateTime(thread.receivedAt)} you wrote:`);
    expect(mail).not.toContain('GMT');
    const listed = (await admin('GET', '/api/admin/messages')).json().items as MessageSummary[];
    expect(listed.find((m) => m.id === sent.json().id)).toMatchObject({
      replies: 1,
      status: 'handled',
    });
  });

  it('records the reply while the mail server is down, and its mail waits in the outbox', async () => {
    const sent = await send({ email: 'lost@example.in', message: 'Hello?' });
    const res = await whileMailServerIsDown(t, (app) =>
      admin('POST', `/api/admin/messages/${sent.json().id}/replies`, { text: 'Hi!' }, app),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().replies).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, 'lost@example.in'));
    expect(mail).toMatchObject({ kind: 'contact-reply', status: 'queued', attempts: 1 });
    expect(mail!.lastError).toContain('SMTP is down');
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const sent = await send({ email: 'x@example.in', message: 'x' });
    const id = sent.json().id as string;
    const cases: [string, string, object | undefined, number, string][] = [
      ['GET', '/api/admin/messages?status=read', undefined, 400, 'status'],
      ['GET', '/api/admin/messages/not-a-uuid', undefined, 400, 'id'],
      ['GET', '/api/admin/messages/00000000-0000-4000-8000-000000000000', undefined, 404, ''],
      ['POST', `/api/admin/messages/${id}/replies`, { text: '   ' }, 400, 'text'],
      ['POST', `/api/admin/messages/${id}/replies`, { text: 'Half \ud800' }, 400, 'text'],
      ['POST', `/api/admin/messages/${id}/replies`, { text: 'x'.repeat(10_001) }, 400, 'text'],
      [
        'PUT',
        `/api/admin/messages/${id}/status`,
        { status: 'gone', updatedAt: new Date().toISOString() },
        400,
        'status',
      ],
    ];
    for (const [method, url, body, status, field] of cases) {
      const res = await admin(method as 'GET', url, body);
      expect(res.statusCode, url).toBe(status);
      if (field) expect(Object.keys(res.json().error.fields ?? {}), url).toEqual([field]);
    }
  });
});
