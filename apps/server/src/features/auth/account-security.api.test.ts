import { eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactors, users } from '../../db/schema';
import {
  cookieHeader,
  createTestApp,
  outbox,
  signUpShopper,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: unknown,
  app: TestApp = t,
) =>
  app.app.inject({
    method,
    url,
    headers: { origin: app.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json();
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

/** A second sign-in of the same account: another device. */
const signInAgain = async (email: string, password: string) =>
  cookieHeader(
    (await call('POST', '/api/auth/sign-in/email', '', { email, password })).headers['set-cookie'],
  );

describe('profile', () => {
  it('changes the name and keeps an Indian mobile number as 10 digits', async () => {
    const shopper = await signUpShopper(t, { name: 'Asha' });
    const res = await call('POST', '/api/auth/update-user', shopper.cookie, {
      name: ' Asha Rao ',
      phone: '+91 98765-43210',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha Rao', email: shopper.email });
    expect(await me(shopper.cookie)).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      twoFactorEnabled: false,
    });

    const removed = await call('POST', '/api/auth/update-user', shopper.cookie, {
      name: 'Asha Rao',
      phone: '',
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(shopper.cookie)).phone).toBeNull();
  });

  it('refuses a number that is not an Indian mobile, and changes nothing', async () => {
    const shopper = await signUpShopper(t, { name: 'Ravi' });
    const res = await call('POST', '/api/auth/update-user', shopper.cookie, {
      name: 'Someone Else',
      phone: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.phone).toBe('Enter a valid 10-digit Indian mobile number');
    expect((await userRow(shopper.email)).name).toBe('Ravi');

    const landline = await call('POST', '/api/auth/update-user', shopper.cookie, {
      name: 'Ravi',
      phone: '080 2345 6789',
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error.fields.phone).toBe(
      'That is a landline number: enter a 10-digit mobile number',
    );
  });

  it('is only for a signed-in account', async () => {
    const res = await call('POST', '/api/auth/update-user', '', { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password; a wrong one is a 400 and changes nothing', async () => {
    const shopper = await signUpShopper(t);
    const wrong = await call('POST', '/api/auth/change-password', shopper.cookie, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'The password you entered is not your current password. Nothing was changed.',
    });
    expect((await call('GET', '/api/me', shopper.cookie)).statusCode).toBe(200);
    expect(await signInAgain(shopper.email, shopper.password)).toContain('session_token');
  });

  it('sets the new password and signs every other session out, this one continuing', async () => {
    const shopper = await signUpShopper(t);
    const otherDevice = await signInAgain(shopper.email, shopper.password);
    const res = await call('POST', '/api/auth/change-password', shopper.cookie, {
      currentPassword: shopper.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/signed out on every other device/);
    const here = cookieHeader(res.headers['set-cookie']);
    expect((await call('GET', '/api/me', here)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', otherDevice)).statusCode).toBe(401);
    const { id } = await userRow(shopper.email);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(
      1,
    );
    expect((await call('POST', '/api/auth/sign-in/email', '', shopper)).statusCode).toBe(401);
  });

  it('refuses a common password as the new one', async () => {
    const shopper = await signUpShopper(t);
    const res = await call('POST', '/api/auth/change-password', shopper.cookie, {
      currentPassword: shopper.password,
      newPassword: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('email change', () => {
  it('mails a link to the new address; the email changes only when it is opened', async () => {
    const shopper = await signUpShopper(t, { name: 'Meera' });
    const newEmail = `meera-new-${Date.now()}@example.in`;
    const res = await call('POST', '/api/auth/change-email', shopper.cookie, {
      newEmail: newEmail.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(shopper.cookie)).email).toBe(shopper.email);

    const mail = (await outbox(t)).find((m) => m.includes(`To: ${newEmail}`));
    expect(mail).toContain('Subject: Confirm your new TerraCraft email address');
    const link = mail!.match(/http\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link?.startsWith(`${t.config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const opened = await call('GET', link!.slice(t.config.publicUrl.length), shopper.cookie);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account?email-changed=1');
    const after = cookieHeader(opened.headers['set-cookie']) || shopper.cookie;
    expect((await me(after)).email).toBe(newEmail);
    expect(
      (await call('POST', '/api/auth/sign-in/email', '', { ...shopper, email: newEmail }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses the same address and a malformed one', async () => {
    const shopper = await signUpShopper(t);
    const same = await call('POST', '/api/auth/change-email', shopper.cookie, {
      newEmail: shopper.email,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('That is already your email address.');
    const bad = await call('POST', '/api/auth/change-email', shopper.cookie, { newEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('two-factor sign-in', () => {
  it('is set up with a first code, then sign-in asks for a code or a backup code', async () => {
    const shopper = await signUpShopper(t);
    const wrongPassword = await call('POST', '/api/auth/two-factor/enable', shopper.cookie, {
      password: 'not my password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('INVALID_PASSWORD');

    const setup = await call('POST', '/api/auth/two-factor/enable', shopper.cookie, {
      password: shopper.password,
    });
    expect(setup.statusCode).toBe(200);
    const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/TerraCraft:/);
    expect(backupCodes).toHaveLength(10);
    const authenticator = URI.parse(totpURI);
    expect((await me(shopper.cookie)).twoFactorEnabled).toBe(false);

    const wrong = await call('POST', '/api/auth/two-factor/verify-totp', shopper.cookie, {
      code: authenticator.generate({ timestamp: Date.now() + 10 * 60_000 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await me(shopper.cookie)).twoFactorEnabled).toBe(false);

    const verified = await call('POST', '/api/auth/two-factor/verify-totp', shopper.cookie, {
      code: authenticator.generate(),
    });
    expect(verified.statusCode).toBe(200);
    const cookie = cookieHeader(verified.headers['set-cookie']);
    expect((await me(cookie)).twoFactorEnabled).toBe(true);

    // Sign-in: the password alone opens no session.
    const signIn = await call('POST', '/api/auth/sign-in/email', '', shopper);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ twoFactorRequired: true });
    const challenge = cookieHeader(signIn.headers['set-cookie']);
    expect(challenge).not.toMatch(/session_token=[^;]/);
    expect((await call('GET', '/api/me', challenge)).statusCode).toBe(401);

    const badCode = await call('POST', '/api/auth/two-factor/verify-totp', challenge, {
      code: '000000' === authenticator.generate() ? '111111' : '000000',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.message).toMatch(/That code is not correct/);

    const good = await call('POST', '/api/auth/two-factor/verify-totp', challenge, {
      code: authenticator.generate(),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      user: { id: expect.any(String), name: shopper.name, email: shopper.email },
    });
    expect(good.body).not.toMatch(/token/i);
    expect(
      (await call('GET', '/api/me', cookieHeader(good.headers['set-cookie']))).statusCode,
    ).toBe(200);

    // A backup code works once.
    const second = cookieHeader(
      (await call('POST', '/api/auth/sign-in/email', '', shopper)).headers['set-cookie'],
    );
    const backup = await call('POST', '/api/auth/two-factor/verify-backup-code', second, {
      code: backupCodes[0],
    });
    expect(backup.statusCode).toBe(200);
    const third = cookieHeader(
      (await call('POST', '/api/auth/sign-in/email', '', shopper)).headers['set-cookie'],
    );
    const reused = await call('POST', '/api/auth/two-factor/verify-backup-code', third, {
      code: backupCodes[0],
    });
    expect(reused.statusCode).toBe(400);

    // Turned off with the password: the secret is gone and sign-in needs no code.
    const off = await call('POST', '/api/auth/two-factor/disable', cookie, {
      password: shopper.password,
    });
    expect(off.statusCode).toBe(200);
    const { id } = await userRow(shopper.email);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual(
      [],
    );
    expect((await call('POST', '/api/auth/sign-in/email', '', shopper)).json().user).toBeDefined();
  });

  it('refuses a code that is not 6 digits, and a code with no sign-in waiting', async () => {
    const malformed = await call('POST', '/api/auth/two-factor/verify-totp', '', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.code).toBe(
      'Enter the 6-digit code from your authenticator app.',
    );
    const none = await call('POST', '/api/auth/two-factor/verify-totp', '', { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: false,
      env: { AUTH_RATE_LIMIT_PER_ADDRESS: '20', AUTH_RATE_LIMIT_PER_EMAIL: '3' },
    });
  });
  afterAll(() => limited.close());

  it('limits wrong codes at sign-in like wrong passwords', async () => {
    const shopper = await signUpShopper(limited);
    const setup = await call(
      'POST',
      '/api/auth/two-factor/enable',
      shopper.cookie,
      { password: shopper.password },
      limited,
    );
    const authenticator = URI.parse(setup.json().totpURI);
    await call(
      'POST',
      '/api/auth/two-factor/verify-totp',
      shopper.cookie,
      { code: authenticator.generate() },
      limited,
    );
    const challenge = cookieHeader(
      (await call('POST', '/api/auth/sign-in/email', '', shopper, limited)).headers['set-cookie'],
    );
    const wrong = authenticator.generate() === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(
        'POST',
        '/api/auth/two-factor/verify-totp',
        challenge,
        { code: wrong },
        limited,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Even the right code waits now.
    const right = await call(
      'POST',
      '/api/auth/two-factor/verify-totp',
      challenge,
      { code: authenticator.generate() },
      limited,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits guesses of the current password per account', async () => {
    const shopper = await signUpShopper(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(
        'POST',
        '/api/auth/change-password',
        shopper.cookie,
        { currentPassword: `guess ${i} guess`, newPassword: 'a brand new password' },
        limited,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
