import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  cookieHeader,
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: t.config.publicUrl, ...headers },
    payload,
  });

describe('roles on accounts', () => {
  it('answers the role with the signed-in account: none for a shopper', async () => {
    const shopper = await signUpShopper(t, { name: 'Asha' });
    const staff = await signUpStaff(t, 'staff', { name: 'Ravi' });
    const owner = await signUpStaff(t, 'owner', { name: 'Meera' });
    expect((await me(shopper.cookie)).json()).toEqual({
      id: expect.any(String),
      name: 'Asha',
      email: shopper.email,
      phone: null,
      twoFactorEnabled: false,
      role: null,
    });
    expect((await me(staff.cookie)).json()).toMatchObject({ id: staff.id, role: 'staff' });
    expect((await me(owner.cookie)).json()).toMatchObject({ id: owner.id, role: 'owner' });
  });

  it('cannot be given by a sign-up or a sign-in, whatever they send', async () => {
    const email = 'would-be-owner@example.in';
    const signUp = await post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email,
      password: 'correct horse battery',
      role: 'owner',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().user).not.toHaveProperty('role');
    const signIn = await post('/api/auth/sign-in/email', {
      email,
      password: 'correct horse battery',
      role: 'owner',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    expect((await me(cookie)).json().role).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBeNull();
    const console = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie },
    });
    expect(console.statusCode).toBe(403);
  });

  it('gives staff the same session and cookie as shoppers', async () => {
    const staff = await signUpStaff(t, 'staff');
    const signIn = await post('/api/auth/sign-in/email', {
      email: staff.email,
      password: staff.password,
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=2592000/i);
    expect(signIn.json()).toEqual({
      user: { id: staff.id, name: staff.name, email: staff.email },
    });

    // Signing out ends the staff session on the server too.
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const settings = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect((await settings()).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await settings()).statusCode).toBe(401);
  });

  it('takes effect on the next request when a role is taken away', async () => {
    const staff = await signUpStaff(t, 'staff');
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, staff.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
