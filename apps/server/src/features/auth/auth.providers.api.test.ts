import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: t.config.publicUrl, ...headers },
    payload: payload as object,
  });

describe('other sign-in providers', () => {
  it('offers none without keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social-providers' });
    expect(res.json()).toEqual({ providers: [] });
    const start = await post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/login',
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
    expect(start.statusCode).toBeLessThan(500);
    expect(start.json().error.message).toBeTruthy();
  });

  it('offers Google when its keys are configured, and sends the shopper to Google', async () => {
    const withGoogle = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: 'test-client-id', GOOGLE_CLIENT_SECRET: 'test-client-secret' },
    });
    try {
      const res = await withGoogle.app.inject({ method: 'GET', url: '/api/auth/social-providers' });
      expect(res.json()).toEqual({ providers: ['google'] });
      const start = await withGoogle.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: withGoogle.config.publicUrl },
        payload: { provider: 'google', callbackURL: '/login?signedIn=google' },
      });
      expect(start.statusCode).toBe(200);
      const url = new URL(start.json().url);
      expect(url.origin).toBe('https://accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('test-client-id');
      expect(url.searchParams.get('redirect_uri')).toBe(
        `${withGoogle.config.publicUrl}/api/auth/callback/google`,
      );
      expect(cookieHeader(start.headers['set-cookie'])).toMatch(/state/);
    } finally {
      await withGoogle.close();
    }
  });

  it('starts with exactly what the sign-in page sends; any other body or provider is a 400', async () => {
    const withGoogle = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: 'test-client-id', GOOGLE_CLIENT_SECRET: 'test-client-secret' },
    });
    const start = (payload: unknown) =>
      withGoogle.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: withGoogle.config.publicUrl },
        payload: payload as object,
      });
    try {
      const fromThePage = await start({
        provider: 'google',
        callbackURL: '/login?signedInWith=google',
        errorCallbackURL: '/register',
      });
      expect(fromThePage.statusCode).toBe(200);
      expect(new URL(fromThePage.json().url).origin).toBe('https://accounts.google.com');

      for (const [payload, field] of [
        [{ provider: 'github', callbackURL: '/login' }, 'provider'],
        [{ provider: 'google' }, 'callbackURL'],
        [{ provider: 'google', callbackURL: '' }, 'callbackURL'],
        [{ provider: 'google', callbackURL: ['/login'] }, 'callbackURL'],
        [{ provider: 'google', callbackURL: '/login', errorCallbackURL: 42 }, 'errorCallbackURL'],
      ] as const) {
        const res = await start(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
        expect(Object.keys(res.json().error.fields)).toEqual([field]);
      }

      const callback = await withGoogle.app.inject({
        method: 'GET',
        url: '/api/auth/callback/github?code=made-up&state=made-up',
      });
      expect(callback.statusCode).toBe(400);
      expect(callback.json().error.fields).toHaveProperty('provider');
    } finally {
      await withGoogle.close();
    }
  });
});
