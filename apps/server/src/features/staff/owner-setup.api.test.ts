import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings, users } from '../../db/schema';
import { createTestApp, setupLink, signUpShopper, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example.in' } });
});
afterAll(() => t.close());

const claim = (payload: object | undefined, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const status = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/setup' })).json();
const roleOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('the first owner', () => {
  it('is awaited with one setup link, the same for every start and every instance', async () => {
    expect(await status()).toEqual({ needsOwner: true });
    const [first, second] = await Promise.all([setupLink(t), setupLink(t)]);
    expect(first).toMatch(/^https:\/\/shop\.example\.in\/admin\/setup\?token=[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await setupLink(t)).toBe(first);
  });

  it('needs a signed-in account, checked before anything else', async () => {
    const token = tokenOf((await setupLink(t))!);
    expect((await claim({ token })).statusCode).toBe(401);
    expect((await claim(undefined)).statusCode).toBe(401);
    expect(await status()).toEqual({ needsOwner: true });
  });

  it('refuses another token, or none, and changes nothing', async () => {
    const shopper = await signUpShopper(t);
    const before = await auditCount();
    const wrong = await claim({ token: 'x'.repeat(43) }, shopper.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_SETUP_TOKEN',
      message: 'This setup link is not valid. Open the link the server printed when it started.',
    });
    const missing = await claim({}, shopper.cookie);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['token']);
    expect(await roleOf(shopper.email)).toBeNull();
    expect(await auditCount()).toBe(before);
    expect(await setupLink(t)).not.toBeNull();
  });

  it('makes the signed-in account the owner; the link is then gone for good', async () => {
    const link = (await setupLink(t))!;
    const meera = await signUpShopper(t, { name: 'Meera' });
    const res = await claim({ token: tokenOf(link) }, meera.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: { id: expect.any(String), name: 'Meera', email: meera.email, role: 'owner' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: meera.cookie },
    });
    expect(me.json().role).toBe('owner');
    const staffPage = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { cookie: meera.cookie },
    });
    expect(staffPage.statusCode).toBe(200);
    expect(await status()).toEqual({ needsOwner: false });

    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorEmail: meera.email,
      actorRole: null,
      action: 'setup.claim',
      entityType: 'user',
      entityId: res.json().user.id,
      before: { email: meera.email, role: null },
      after: { email: meera.email, role: 'owner' },
    });

    // The token is gone: the same link is refused, and no start prints one again.
    expect(
      await t.database.db
        .select()
        .from(settings)
        .where(eq(settings.key, 'internal.owner-setup-token')),
    ).toEqual([]);
    const other = await signUpShopper(t);
    const again = await claim({ token: tokenOf(link) }, other.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'OWNER_EXISTS',
      message: 'The shop already has an owner.',
    });
    expect(await roleOf(other.email)).toBeNull();
    expect(await setupLink(t)).toBeNull();
  });

  it('forgets a token left behind once the shop has an owner', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'internal.owner-setup-token', value: { token: 'y'.repeat(43) } });
    expect(await setupLink(t)).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(settings)
        .where(eq(settings.key, 'internal.owner-setup-token')),
    ).toEqual([]);
  });
});

describe('two claims at once', () => {
  it('make one owner; the other is told the shop has one', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      const token = tokenOf((await setupLink(fresh))!);
      const [a, b] = [await signUpShopper(fresh), await signUpShopper(fresh)];
      const answers = await Promise.all(
        [a, b].map((account) =>
          fresh.app.inject({
            method: 'POST',
            url: '/api/admin/setup',
            headers: { cookie: account.cookie },
            payload: { token },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const owners = await fresh.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.role, 'owner'));
      expect(owners[0]!.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
