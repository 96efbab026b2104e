import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';

/**
 * Sessions are kept in memory for a few seconds (session-cache.ts). Each test first has the
 * session read, and so kept, then ends it and uses the same cookie again at once: it must be
 * refused, not answered from memory.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000', AUTH_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
const me = (cookie: string) => call('GET', '/api/me', cookie);

/** The session read twice: the second answer comes from memory. */
async function kept(cookie: string) {
  expect((await me(cookie)).statusCode).toBe(200);
  expect((await me(cookie)).statusCode).toBe(200);
  expect(t.app.sessionCache.size()).toBeGreaterThan(0);
}

const signInAgain = async (email: string, password: string) =>
  cookieHeader(
    (await call('POST', '/api/auth/sign-in/email', '', { email, password })).headers['set-cookie'],
  );

describe('sessions kept in memory', () => {
  it('answers a burst of requests from one read of the session', async () => {
    const shopper = await signUpShopper(t);
    await kept(shopper.cookie);
    const answers = await Promise.all(Array.from({ length: 5 }, () => me(shopper.cookie)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((res) => res.json().email)).toEqual(Array(5).fill(shopper.email));
  });

  it('refuses a cookie at once after signing out with it', async () => {
    const shopper = await signUpShopper(t);
    await kept(shopper.cookie);
    expect((await call('POST', '/api/auth/sign-out', shopper.cookie, {})).statusCode).toBe(200);
    expect((await me(shopper.cookie)).statusCode).toBe(401);
    expect((await call('PUT', '/api/cart', shopper.cookie, { items: [] })).statusCode).toBe(401);
  });

  it('signs the other devices out at once when the password changes', async () => {
    const shopper = await signUpShopper(t);
    const otherDevice = await signInAgain(shopper.email, shopper.password);
    await kept(shopper.cookie);
    await kept(otherDevice);
    const res = await call('POST', '/api/auth/change-password', shopper.cookie, {
      currentPassword: shopper.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(cookieHeader(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('refuses a deleted account’s cookie at once', async () => {
    const shopper = await signUpShopper(t);
    await kept(shopper.cookie);
    const res = await call('POST', '/api/account/delete', shopper.cookie, {
      password: shopper.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(shopper.cookie)).statusCode).toBe(401);
  });

  it('refuses a removed staff member’s cookie at once', async () => {
    const owner = await signUpStaff(t, 'owner');
    const member = await signUpStaff(t, 'staff');
    await kept(member.cookie);
    const res = await call('DELETE', `/api/admin/staff/${member.id}`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('shows a new name at once', async () => {
    const shopper = await signUpShopper(t, { name: 'Asha' });
    await kept(shopper.cookie);
    const res = await call('POST', '/api/auth/update-user', shopper.cookie, {
      name: 'Asha Rao',
      phone: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(shopper.cookie)).json().name).toBe('Asha Rao');
  });
});
