import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isCommonPassword } from './common-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('common passwords', () => {
  it('are refused at sign-up with a clear message, and no account is made', async () => {
    for (const password of ['12345678', 'password', 'Password1', 'iloveyou', 'qwertyuiop']) {
      const email = `common-${password.toLowerCase()}@example.in`;
      const res = await post('/api/auth/sign-up/email', { name: 'Asha', email, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.code).toBe('PASSWORD_TOO_COMMON');
      expect(res.json().error.fields.password).toMatch(/most common ones/);
      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    }
  });

  it('are refused as the new password of a reset', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'any-token',
      newPassword: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_COMMON');
    expect(res.json().error.fields.newPassword).toMatch(/choose another/);
  });

  it('leave an uncommon password alone', async () => {
    expect(isCommonPassword('terracotta-lamp-42')).toBe(false);
    const res = await post('/api/auth/sign-up/email', {
      name: 'Ravi',
      email: 'ravi.uncommon@example.in',
      password: 'terracotta-lamp-42',
    });
    expect(res.statusCode).toBe(200);
  });
});
