import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY, STAFF_ONLY } from '@terracraft/shared/staff';
import { adminAccessOf, endpoints, type EndpointName } from '@terracraft/shared/api';
import { auditLog, settings, staffInvitations } from '../db/schema';
import type { SessionGuard } from './session';
import { route } from '../lib/endpoint-route';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../test/test-app';
import { guardAdminRoutes } from './admin';

/**
 * Every endpoint of the table under /api/admin, walked generically: a visitor gets 401, a shopper
 * 403, and staff 403 on the endpoints the table gives to owners; staff and owners get past the
 * guard. Each request carries input its endpoint would refuse, so a 401/403 proves the guard
 * answers before validation (and before the rules). An endpoint added to the table is walked too.
 */

/** The endpoints under /api/admin that are not for staff only, and why. */
const FOR_ACCOUNTS_WITHOUT_A_ROLE: Partial<Record<EndpointName, string>> = {
  'admin.staff.setupStatus':
    'anyone: the setup page says whether the shop still waits for its owner',
  'admin.staff.claimSetup': 'any signed-in account: it is how the first owner gets the role',
  'admin.staff.acceptInvitation':
    'any signed-in account: the invited person has no role until then',
};

const backOffice = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
  endpoints[name].path.startsWith('/api/admin'),
);
const guarded = backOffice.filter((name) => !(name in FOR_ACCOUNTS_WITHOUT_A_ROLE));
/** From the table, as the server's guard reads it. */
const ownersOnly = new Set(guarded.filter((name) => adminAccessOf(name) === 'owner'));

let t: TestApp;
const cookies: Record<'shopper' | 'staff' | 'owner', string> = {
  shopper: '',
  staff: '',
  owner: '',
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  cookies.shopper = (await signUpShopper(t)).cookie;
  cookies.staff = (await signUpStaff(t, 'staff')).cookie;
  cookies.owner = (await signUpStaff(t, 'owner')).cookie;
});
afterAll(() => t.close());

/** The endpoint called with plausible path values and input it refuses: an unknown body, a bad page size. */
function call(name: EndpointName, cookie?: string, method?: 'HEAD') {
  const { path } = endpoints[name];
  const url = path.replace(/:[A-Za-z]+/g, () => randomUUID());
  const write = endpoints[name].method !== 'GET';
  return t.app.inject({
    method: method ?? endpoints[name].method,
    url: write ? url : `${url}?limit=0`,
    headers: cookie ? { cookie } : {},
    ...(write ? { payload: { unexpected: ['not', 'valid'] } } : {}),
  });
}

async function answers(cookie: string | undefined) {
  const statuses: Record<string, { status: number; error?: unknown }> = {};
  for (const name of guarded) {
    const res = await call(name, cookie);
    statuses[name] = {
      status: res.statusCode,
      error: res.statusCode >= 400 ? res.json().error : undefined,
    };
  }
  return statuses;
}

const every = (names: EndpointName[], answer: unknown) =>
  Object.fromEntries(names.map((name) => [name, answer]));

const rowsOf = async () => {
  const counted = await Promise.all(
    [auditLog, settings, staffInvitations].map((table) =>
      t.database.db.select({ n: count() }).from(table),
    ),
  );
  return counted.map(([row]) => row!.n);
};

describe('the back office’s one guard', () => {
  it('knows which endpoints under /api/admin are for accounts without a role, and only those', () => {
    const notForStaff = backOffice.filter((name) => {
      const access = adminAccessOf(name);
      return access !== 'staff' && access !== 'owner';
    });
    expect(notForStaff.sort()).toEqual(Object.keys(FOR_ACCOUNTS_WITHOUT_A_ROLE).sort());
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    expect(ownersOnly.size).toBeGreaterThan(0);
    expect(ownersOnly.size).toBeLessThan(guarded.length);
  });

  it('answers a visitor 401 on every staff endpoint, before reading the request', async () => {
    const before = await rowsOf();
    expect(await answers(undefined)).toEqual(
      every(guarded, {
        status: 401,
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
      }),
    );
    const forged = await answers('better-auth.session_token=forged.value');
    expect(Object.values(forged).every(({ status }) => status === 401)).toBe(true);
    for (const name of guarded.filter((name) => endpoints[name].method === 'GET')) {
      expect((await call(name, undefined, 'HEAD')).statusCode, `HEAD ${name}`).toBe(401);
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('answers a shopper 403 on every staff endpoint, saying it is for staff', async () => {
    const before = await rowsOf();
    expect(await answers(cookies.shopper)).toEqual(
      every(guarded, { status: 403, error: { code: 'FORBIDDEN', message: STAFF_ONLY } }),
    );
    expect(await rowsOf()).toEqual(before);
  });

  it('answers staff 403 on the owners’ endpoints, and lets them through to the others', async () => {
    const before = await rowsOf();
    const statuses = await answers(cookies.staff);
    for (const name of guarded) {
      if (ownersOnly.has(name)) {
        expect(statuses[name], name).toEqual({
          status: 403,
          error: { code: 'FORBIDDEN', message: OWNER_ONLY },
        });
      } else {
        // Past the guard, the refused input is what answers.
        expect(statuses[name]!.status, name).not.toBe(401);
        expect(statuses[name]!.status, name).not.toBe(403);
      }
    }
    expect(await rowsOf()).toEqual(before);
  });

  it('lets an owner through to every staff endpoint', async () => {
    const statuses = await answers(cookies.owner);
    for (const name of guarded) {
      expect([401, 403], `${name}: ${JSON.stringify(statuses[name])}`).not.toContain(
        statuses[name]!.status,
      );
      expect(statuses[name]!.status, name).toBeLessThan(500);
    }
  });
});

describe('registering the back office', () => {
  const sessions = {} as SessionGuard;
  const answer = async () => ({});

  it('refuses a staff endpoint registered outside the guard', async () => {
    const app = Fastify();
    expect(() => route(app, 'admin.audit.list', { summary: 'x' }, answer as never)).toThrow(
      'admin.audit.list is for owners: register it inside the admin plugin',
    );
    await app.close();
  });

  it('refuses, behind the guard, a route that is not a staff endpoint of the table', async () => {
    for (const register of [
      (admin: ReturnType<typeof Fastify>) => admin.get('/api/admin/anything', answer),
      (admin: ReturnType<typeof Fastify>) =>
        route(admin, 'settings.public', { summary: 'x' }, answer as never),
      (admin: ReturnType<typeof Fastify>) =>
        route(admin, 'admin.staff.claimSetup', { summary: 'x' }, answer as never),
    ]) {
      const app = Fastify();
      await expect(
        app.register(async (admin) => {
          guardAdminRoutes(admin, sessions);
          register(admin);
        }),
      ).rejects.toThrow('does not belong behind the staff guard');
      await app.close();
    }
  });
});
