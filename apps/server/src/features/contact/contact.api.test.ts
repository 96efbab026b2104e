import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@terracraft/shared/dates';
import { contactMessages } from '../../db/schema';
import { createTestApp, outbox, whileMailServerIsDown, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const latest = () =>
  t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));

describe('POST /api/contact', () => {
  it('stores the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Asha Rao',
        email: 'Asha@Example.in',
        subject: 'Bulk order',
        message: 'Do you ship 40 baskets to Pune?',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await latest();
    expect(row).toMatchObject({
      id: res.json().id,
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Bulk order',
      message: 'Do you ship 40 baskets to Pune?',
    });
  });

  it('mails each message to the shop, to be answered straight to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'Custom lamp\r\nBcc: everyone@example.in',
        message: 'Can you make a lamp shade 60 cm wide?',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = (await outbox(t)).find((text) => text.includes('Reply-To: ravi@example.in'));
    expect(mail).toBeDefined();
    const [headers, body] = mail!.split('\r\n\r\n');
    expect(headers).toContain('To: support@terracraft.in');
    expect(headers).toContain('Subject: Contact form: Custom lamp Bcc: everyone@example.in');
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(body).toContain('From: Ravi Kumar <ravi@example.in>');
    expect(body).toContain('Can you make a lamp shade 60 cm wide?');
    expect(body).toContain(res.json().id);
    // When it came, on India's clock as the team reads every time ("28 Nov 2026, 12:57 pm").
    expect(body).toContain(`Received: ${formatDateTime(res.json().receivedAt)} (message`);
    expect(body).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it('keeps the message and answers 201 when the mail cannot be sent', async () => {
    const res = await whileMailServerIsDown(t, (app) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'mira@example.in', message: 'Is the jute rug back in stock?' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await latest();
    expect(row).toMatchObject({ id: res.json().id, message: 'Is the jute rug back in stock?' });
  });

  it('refuses an invalid email and an empty message, naming the fields, and stores nothing', async () => {
    const before = (await latest()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'X', email: 'not-an-email', subject: '', message: '   ' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields).toHaveProperty('email');
    expect(body.error.fields).toHaveProperty('message');
    expect((await latest()).length).toBe(before);
  });

  it('refuses oversized text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'a@b.in', message: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toMatch(/too long/);
  });
});
