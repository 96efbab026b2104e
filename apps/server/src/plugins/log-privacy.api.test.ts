import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { redactUrl } from '../lib/log-privacy';
import { asShopPage, cookieHeader, createTestDatabase, testConfig } from '../test/test-app';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  // A handler that fails the way a mail server's refusal does: naming the recipient.
  app.get('/api/test/failing', async () => {
    throw new Error('550 5.1.1 <asha.rao@example.in>: mailbox unavailable, call +91 98765 43210');
  });
  asShopPage(app, 'http://localhost:3000');
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = () => lines.join('\n');

describe('the logs', () => {
  it('keep emails, phone numbers and tokens in request URLs out', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/admin/customers?q=asha.rao%40example.in&page=2',
    });
    await app.inject({ method: 'GET', url: '/reset-password?token=s3cret-reset-token' });
    await app.inject({ method: 'GET', url: '/api/orders?phone=9876543210&status=processing' });
    const text = logged();
    expect(text).toContain('/api/admin/customers?q=[redacted]&page=2');
    expect(text).toContain('/reset-password?token=[redacted]');
    expect(text).toContain('/api/orders?phone=[redacted]&status=processing');
    expect(text).not.toMatch(/asha\.rao|s3cret-reset-token|9876543210/);
  });

  it('keep them out of error messages and stacks', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/failing' });
    expect(res.statusCode).toBe(500);
    const text = logged();
    expect(text).toContain('request failed');
    expect(text).toContain('<[email]>: mailbox unavailable, call [phone]');
    expect(text).not.toContain('asha.rao@example.in');
    expect(text).not.toContain('98765 43210');
  });

  it('keep them out of the fields of a log line, and never log the cookie', async () => {
    app.log.info({ email: 'ravi@example.in', order: { phone: '9876543210' } }, 'a line');
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    const text = logged();
    expect(text).not.toContain('ravi@example.in');
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('abc.def');
  });

  it('keep two-factor secrets, backup codes and codes out, even through a whole setup', async () => {
    const origin = { origin: 'http://localhost:3000' };
    const shopper = { name: 'Ira', email: 'ira.two@example.in', password: 'terracotta lamp' };
    await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: shopper });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: shopper.email, password: shopper.password },
    });
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { ...origin, cookie },
      payload: { password: shopper.password },
    });
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    const authenticator = URI.parse(totpURI);
    const secret = authenticator.secret.base32;
    const code = authenticator.generate();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { ...origin, cookie },
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    app.log.info({ setup: { totpURI, backupCodes }, secret }, 'a careless line');
    const text = logged();
    expect(text).toContain('a careless line');
    for (const value of [secret, code, ...backupCodes]) expect(text).not.toContain(value);
  });

  it('say once per request what was asked, the answer and how long it took', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/payments/config?from=test' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = entries.filter((entry) => entry.reqId === res.headers['x-request-id']);
    expect(mine).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/payments/config?from=test' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('leave plain URLs as they are', () => {
    expect(redactUrl('/product/bamboo-lamp?sort=price&page=3')).toBe(
      '/product/bamboo-lamp?sort=price&page=3',
    );
    expect(redactUrl('/api/auth/callback/google?code=4%2F0Ab&state=xyz')).toBe(
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
    );
  });
});
