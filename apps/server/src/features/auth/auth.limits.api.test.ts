import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, type TestApp } from '../../test/test-app';
import { uniqueEmail } from './auth.test-support';

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: false,
      env: { AUTH_RATE_LIMIT_PER_ADDRESS: '4', AUTH_RATE_LIMIT_PER_EMAIL: '2' },
    });
  });
  afterAll(() => limited.close());

  const attempt = (url: string, payload: object, remoteAddress = '203.0.113.7') =>
    limited.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: limited.config.publicUrl },
      payload,
    });

  it('stops guessing one account’s password, from any address, with 429', async () => {
    const shopper = { email: uniqueEmail('target'), password: 'the real password' };
    const registered = await attempt(
      '/api/auth/sign-up/email',
      { name: 'Target', ...shopper },
      '198.51.100.99',
    );
    expect(registered.statusCode).toBe(200);
    const guess = { email: shopper.email, password: 'guess guess' };
    expect((await attempt('/api/auth/sign-in/email', guess, '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('/api/auth/sign-in/email', guess, '198.51.100.2')).statusCode).toBe(401);
    const blocked = await attempt('/api/auth/sign-in/email', guess, '198.51.100.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait 15 minutes and try again.',
      },
    });
    // Even the right password waits: the limit is on attempts, not on failures.
    const right = await attempt(
      '/api/auth/sign-in/email',
      { email: shopper.email.toUpperCase(), password: shopper.password },
      '198.51.100.4',
    );
    expect(right.statusCode).toBe(429);
  });

  it('stops one address trying many accounts, and many sign-ups', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await attempt('/api/auth/sign-in/email', {
        email: uniqueEmail(),
        password: 'guess guess',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'guess guess',
    });
    expect(blocked.statusCode).toBe(429);

    for (let i = 0; i < 4; i++) {
      const res = await attempt(
        '/api/auth/sign-up/email',
        { name: 'Bulk', email: uniqueEmail('bulk'), password: 'long enough' },
        '192.0.2.50',
      );
      expect(res.statusCode).toBe(200);
    }
    const tooMany = await attempt(
      '/api/auth/sign-up/email',
      { name: 'Bulk', email: uniqueEmail('bulk'), password: 'long enough' },
      '192.0.2.50',
    );
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    const other = await attempt(
      '/api/auth/sign-up/email',
      { name: 'Fine', email: uniqueEmail('fine'), password: 'long enough' },
      '192.0.2.51',
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits reset mails per email address', async () => {
    const shopper = { email: uniqueEmail('reset') };
    await attempt(
      '/api/auth/sign-up/email',
      { name: 'Reset', email: shopper.email, password: 'long enough' },
      '192.0.2.79',
    );
    for (const address of ['192.0.2.80', '192.0.2.81']) {
      expect(
        (await attempt('/api/auth/request-password-reset', { email: shopper.email }, address))
          .statusCode,
      ).toBe(200);
    }
    const blocked = await attempt(
      '/api/auth/request-password-reset',
      { email: shopper.email },
      '192.0.2.82',
    );
    expect(blocked.statusCode).toBe(429);
    expect((await outbox(limited)).filter((m) => m.includes(shopper.email))).toHaveLength(2);
  });
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      seed: false,
      env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_ADDRESS: '3', AUTH_RATE_LIMIT_PER_EMAIL: '50' },
    });
  });
  afterAll(() => proxied.close());

  /** The proxy at 10.0.0.2 appends the address it saw to whatever the client sent. */
  const throughProxy = (clientAddress: string, clientSent?: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.2',
      headers: {
        origin: proxied.config.publicUrl,
        'x-forwarded-for': clientSent ? `${clientSent}, ${clientAddress}` : clientAddress,
      },
      payload: { email: uniqueEmail(), password: 'guess guess' },
    });

  it('counts a client by the address the proxy saw, whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await throughProxy('203.0.113.7')).statusCode).toBe(401);
    }
    expect((await throughProxy('203.0.113.7')).statusCode).toBe(429);
    // A made-up address in front of its own does not make it someone else.
    expect((await throughProxy('203.0.113.7', '1.2.3.4')).statusCode).toBe(429);
    expect((await throughProxy('203.0.113.7', '198.51.100.1, 198.51.100.2')).statusCode).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await throughProxy('203.0.113.8')).statusCode).toBe(401);
  });
});
