import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  cookieHeader,
  createTestApp,
  outbox,
  sessionsChangedOutside,
  signUpShopper,
  type TestApp,
} from '../../test/test-app';
import { uniqueEmail } from './auth.test-support';

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

describe('sign-up', () => {
  it('creates the account without signing in, and answers the public record only', async () => {
    const email = uniqueEmail('asha');
    const res = await post('/api/auth/sign-up/email', {
      name: '  Asha Rao ',
      email: email.toUpperCase(),
      password: 'terracotta lamp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({ user: { id: expect.any(String), name: 'Asha Rao', email } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Asha Rao');
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ).toEqual([]);

    const signIn = await post('/api/auth/sign-in/email', {
      email,
      password: 'terracotta lamp',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const shopper = await signUpShopper(t);
    const again = await post('/api/auth/sign-up/email', {
      name: 'Other',
      email: shopper.email.toUpperCase(),
      password: 'another password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered. Please login.' },
    });
  });

  it('asks for a password of at least 8 characters', async () => {
    const res = await post('/api/auth/sign-up/email', {
      name: 'Short',
      email: uniqueEmail(),
      password: 'seven77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(res.json().error.message).toContain('Password must be at least 8 characters.');
  });

  it('answers hostile or malformed input with a 4xx, never a 5xx or an account', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const bodies: unknown[] = [
      {},
      { name: { $ne: null }, email: uniqueEmail(), password: 'long enough' },
      { name: 'x'.repeat(5000), email: uniqueEmail(), password: 'long enough' },
      { name: 'Bobby', email: "x' OR 1=1 --", password: 'long enough' },
      { name: 'Bobby', email: uniqueEmail(), password: 12345678 },
      { name: 'Bobby', email: uniqueEmail(), password: 'p'.repeat(129) },
      [],
    ];
    for (const body of bodies) {
      const res = await post('/api/auth/sign-up/email', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{"name": "unterminated',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await post('/api/auth/sign-up/email', {
      name: 'Big',
      email: uniqueEmail(),
      password: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('ignores fields a shopper may not set, such as a verified email', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email,
      password: 'long enough',
      emailVerified: true,
      image: 'https://evil.example/x.png',
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: false, image: null });
  });
});

describe('sign-in and sessions', () => {
  it('signs a shopper in with an httpOnly session cookie that /api/me recognises', async () => {
    const shopper = await signUpShopper(t, { name: 'Asha Rao' });
    const signIn = await post('/api/auth/sign-in/email', {
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(signIn.body).not.toMatch(/token/i);
    expect(signIn.json()).toEqual({
      user: { id: expect.any(String), name: 'Asha Rao', email: shopper.email },
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      name: 'Asha Rao',
      email: shopper.email,
      role: null,
      phone: null,
      twoFactorEnabled: false,
    });
  });

  it('answers /api/me without a session, or with a forged one, with 401 in the error shape', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
      });
    }
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const shopper = await signUpShopper(t);
    for (const payload of [
      { email: shopper.email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password: 'not the password' },
    ]) {
      const res = await post('/api/auth/sign-in/email', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password.' },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out: the session ends on the server, not only in the browser', async () => {
    const shopper = await signUpShopper(t);
    const out = await post('/api/auth/sign-out', {}, { cookie: shopper.cookie });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('extends a session that is used, and sends the renewed cookie', async () => {
    const shopper = await signUpShopper(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    const userId = me.json().id as string;
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: inTenDays })
      .where(eq(sessions.userId, userId));
    sessionsChangedOutside(t);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(String(again.headers['set-cookie'])).toMatch(/session_token=.*Max-Age=2592000/i);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe('what page scripts can read', () => {
  it('never answers a session token: get-session and sign-in give public records only', async () => {
    const shopper = await signUpShopper(t, { name: 'Tara' });
    const signIn = await post('/api/auth/sign-in/email', {
      email: shopper.email,
      password: shopper.password,
    });
    const sessionCookie = cookieHeader(signIn.headers['set-cookie']);
    const token = decodeURIComponent(sessionCookie.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { name: 'Tara', email: shopper.email },
      session: { expiresAt: expect.any(String) },
    });
    for (const answer of [signIn, session]) {
      expect(answer.body).not.toContain(token);
      expect(answer.body).not.toMatch(/token/i);
    }
  });

  it('offers only the account endpoints the shop uses; the rest of better-auth is a 404', async () => {
    const shopper = await signUpShopper(t, { name: 'Ira' });
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/auth/list-sessions' },
      { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} },
      { method: 'POST', url: '/api/auth/set-password', payload: { newPassword: 'changed pw' } },
      { method: 'POST', url: '/api/auth/two-factor/get-totp-uri', payload: {} },
      { method: 'POST', url: '/api/auth/two-factor/generate-backup-codes', payload: {} },
      { method: 'POST', url: '/api/auth/two-factor/send-otp', payload: {} },
      { method: 'POST', url: '/api/auth/send-verification-email', payload: {} },
      { method: 'POST', url: '/api/auth/delete-user', payload: {} },
      { method: 'GET', url: '/api/auth/list-accounts' },
      { method: 'POST', url: '/api/auth/get-access-token', payload: { providerId: 'google' } },
      { method: 'GET', url: '/api/auth/sign-out' },
    ];
    for (const { method, url, payload } of calls) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: t.config.publicUrl, cookie: shopper.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: 'There is no such account page.' },
      });
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: shopper.cookie },
    });
    expect(me.json().name).toBe('Ira');
    expect(
      (await post('/api/auth/sign-in/email', { email: shopper.email, password: shopper.password }))
        .statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a one-hour link, sets the new password once, and ends the old sessions', async () => {
    const shopper = await signUpShopper(t, { name: 'Meera' });
    const sent = await post('/api/auth/request-password-reset', {
      email: shopper.email.toUpperCase(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/If an account exists for that email address/);

    const mail = (await outbox(t)).find((m) => m.includes(`To: ${shopper.email}`));
    expect(mail).toContain('Subject: Reset your TerraCraft password');
    const link = mail!.match(/http\S+\/reset-password\?token=(\S+)/);
    expect(link?.[0].startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    const token = decodeURIComponent(link![1]!);

    const short = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toBe('Password must be at least 8 characters.');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a new password' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: shopper.email, password: shopper.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: shopper.email, password: 'a new password' }))
        .statusCode,
    ).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'third password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message:
        'This password reset link has expired or has already been used. Please ask for a new one.',
    });
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const before = (await outbox(t)).length;
    const res = await post('/api/auth/request-password-reset', { email: uniqueEmail('ghost') });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists for that email address/);
    expect((await outbox(t)).length).toBe(before);
  });
});
