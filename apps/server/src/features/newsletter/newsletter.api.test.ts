import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

describe('POST /api/newsletter', () => {
  it('subscribes a new address once, and a repeat is not an error', async () => {
    const first = await subscribe('reader@example.in');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'reader@example.in', alreadySubscribed: false });

    const again = await subscribe('Reader@Example.in');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'reader@example.in', alreadySubscribed: true });

    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(['reader@example.in']);
  });

  it('refuses an invalid address with a message', async () => {
    const res = await subscribe('nobody@');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Enter a valid email address');
  });
});
