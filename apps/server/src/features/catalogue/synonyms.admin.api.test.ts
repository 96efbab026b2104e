import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synonymGroupListSchema, synonymGroupSchema } from '@terracraft/shared/catalogue';
import { searchResultsSchema } from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { auditLog } from '../../db/schema';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: staff.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function found(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  return searchResultsSchema.parse(res.json()).items.map((item) => item.id);
}

function expectRefused(res: Awaited<ReturnType<typeof call>>, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorResponseSchema.parse(res.json());
  expect(error.message).toMatch(message);
  return error;
}

describe('search synonyms in the console', () => {
  it('lists the seeded groups', async () => {
    const res = await call('GET', '/api/admin/search-synonyms');
    expect(res.statusCode).toBe(200);
    const { items } = synonymGroupListSchema.parse(res.json());
    expect(items.find((group) => group.terms.includes('pooja'))?.terms).toContain('puja');
    expect(items.length).toBeGreaterThanOrEqual(10);
  });

  it('adds, changes and deletes a group; search follows at once, and the audit log records each', async () => {
    expect(await found('lalten')).toEqual([]);
    const created = await call('POST', '/api/admin/search-synonyms', {
      terms: ['  Lalten ', 'sconce', 'lalten'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = synonymGroupSchema.parse(created.json());
    expect(group.terms).toEqual(['lalten', 'sconce']);
    expect(await found('lalten')).toContain('rattan-wall-sconce');

    const changed = await call('PUT', `/api/admin/search-synonyms/${group.id}`, {
      terms: ['lalten', 'lantern-light', 'urli'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await found('lalten');
    expect(now).toContain('brass-urli-floating-flower-bowl');
    expect(now).not.toContain('rattan-wall-sconce');

    const removed = await call('DELETE', `/api/admin/search-synonyms/${group.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(synonymGroupListSchema.parse(removed.json()).items.map((g) => g.id)).not.toContain(
      group.id,
    );
    expect(await found('lalten')).toEqual([]);

    const entries = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'search-synonyms'), eq(auditLog.entityId, group.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'synonyms.create',
      'synonyms.update',
      'synonyms.delete',
    ]);
    expect(entries[1]).toMatchObject({
      before: { terms: ['lalten', 'sconce'] },
      after: { terms: ['lalten', 'lantern-light', 'urli'] },
    });
  });

  it('refuses bad groups with a clear 4xx', async () => {
    const bad: [unknown, RegExp][] = [
      [{}, /terms/i],
      [{ terms: 'pooja puja' }, /terms/i],
      [{ terms: ['only'] }, /at least two different terms/],
      [{ terms: ['same', 'SAME '] }, /at least two different terms/],
      [{ terms: ['ok', ''] }, /cannot be empty/],
      [{ terms: ['ok', 'a'.repeat(41)] }, /at most 40 characters/],
      [{ terms: ['ok', 'one two three four'] }, /at most 3 words/],
      [{ terms: ['ok', 'drop;table'] }, /letters, digits, spaces and hyphens/],
      [{ terms: ['ok', 42] }, /must be text/],
      [{ terms: Array.from({ length: 21 }, (_, i) => `term${i}`) }, /at most 20 terms/],
    ];
    for (const [body, message] of bad) {
      const error = expectRefused(await call('POST', '/api/admin/search-synonyms', body), 400, /./);
      expect(JSON.stringify(error), JSON.stringify(body)).toMatch(message);
    }
    // A term belongs to one group: the seeded "puja" is in the pooja group.
    const taken = expectRefused(
      await call('POST', '/api/admin/search-synonyms', { terms: ['puja', 'aarti'] }),
      409,
      /“puja” is already in the group pooja, puja/,
    );
    expect(taken.fields?.terms).toBeTruthy();
    expectRefused(
      await call('PUT', '/api/admin/search-synonyms/not-an-id', { terms: ['a1', 'b1'] }),
      400,
      /No synonym group has this id/,
    );
    expectRefused(
      await call('PUT', '/api/admin/search-synonyms/3f0c1f7e-8a0b-4a8e-9d55-0c6f4e1d2b11', {
        terms: ['a1', 'b1'],
      }),
      404,
      /No synonym group has this id/,
    );
    expectRefused(
      await call('DELETE', '/api/admin/search-synonyms/3f0c1f7e-8a0b-4a8e-9d55-0c6f4e1d2b11'),
      404,
      /No synonym group has this id/,
    );
  });

  it('is for staff only', async () => {
    const shopper = await signUpShopper(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: { cookie: shopper.cookie },
      payload: { terms: ['x1', 'y1'] },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/search-synonyms' });
    expect(anonymous.statusCode).toBe(401);
  });
});
