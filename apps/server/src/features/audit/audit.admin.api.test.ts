import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@terracraft/shared/audit';
import { auditLog } from '../../db/schema';
import { createTestApp, signUpStaff, type TestApp } from '../../test/test-app';
import { createAuditLog } from './audit.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpStaff>>;

/** 250 entries, one a minute from 1 January 2026 (IST), by two people on three kinds of entity. */
const START = Date.parse('2026-01-01T00:00:00+05:30');
const ENTRIES = 250;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await signUpStaff(t, 'owner');
  await t.database.db.insert(auditLog).values(
    Array.from({ length: ENTRIES }, (_, i) => ({
      at: new Date(START + i * 60_000),
      actorId: i % 2 === 0 ? 'user-asha' : 'user-ravi',
      actorEmail: i % 2 === 0 ? 'asha@example.in' : 'ravi@example.in',
      actorRole: i % 2 === 0 ? ('owner' as const) : ('staff' as const),
      action: ['order.ship', 'product.update', 'settings.update'][i % 3]!,
      entityType: ['order', 'product', 'settings'][i % 3]!,
      entityId: `entity-${i % 5}`,
      before: { n: i - 1 },
      after: { n: i },
    })),
  );
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: { cookie: owner.cookie },
  });

/** Every entry matching the query, following the cursors page by page. */
async function walk(filters: Record<string, string>, limit: number) {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({
      ...filters,
      limit: String(limit),
      ...(cursor ? { cursor } : {}),
    });
    const res = await list(`?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: AuditEntry[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(limit);
    entries.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { entries, pages };
}

const numbers = (entries: AuditEntry[]) => entries.map((entry) => (entry.after as { n: number }).n);
const newestFirst = (predicate: (i: number) => boolean) =>
  Array.from({ length: ENTRIES }, (_, i) => ENTRIES - 1 - i).filter(predicate);

describe('the audit log', () => {
  it('lists every entry newest first, a page at a time, each once', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      at: new Date(START + 249 * 60_000).toISOString(),
      actor: { id: 'user-ravi', email: 'ravi@example.in', role: 'staff' },
      action: 'order.ship',
      entityType: 'order',
      entityId: 'entity-4',
      before: { n: 248 },
      after: { n: 249 },
    });

    const { entries, pages } = await walk({}, 100);
    expect(pages).toBe(3);
    expect(numbers(entries)).toEqual(newestFirst(() => true));
  });

  it('filters by actor, entity and time, combined, across pages', async () => {
    expect(numbers((await walk({ actorId: 'user-ravi' }, 40)).entries)).toEqual(
      newestFirst((i) => i % 2 === 1),
    );
    expect(numbers((await walk({ actorEmail: 'Asha@Example.in' }, 40)).entries)).toEqual(
      newestFirst((i) => i % 2 === 0),
    );
    expect(numbers((await walk({ entityType: 'product' }, 30)).entries)).toEqual(
      newestFirst((i) => i % 3 === 1),
    );
    expect(
      numbers(
        (await walk({ entityType: 'order', entityId: 'entity-2', actorId: 'user-asha' }, 3))
          .entries,
      ),
    ).toEqual(newestFirst((i) => i % 3 === 0 && i % 5 === 2 && i % 2 === 0));
    // From 00:10 included to 01:10 excluded, India time.
    const hour = await walk(
      { from: '2026-01-01T00:10:00+05:30', to: '2026-01-01T01:10:00+05:30' },
      25,
    );
    expect(numbers(hour.entries)).toEqual(newestFirst((i) => i >= 10 && i < 70));
  });

  it('answers the names of the accounts and products its values name, so the log reads by name', async () => {
    const colleague = await signUpStaff(t, 'staff', {
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
    });
    await t.database.db.insert(auditLog).values({
      at: new Date(START - 60_000),
      actorId: owner.id,
      actorEmail: owner.email,
      actorRole: 'owner',
      action: 'staff.role',
      entityType: 'user',
      entityId: colleague.id,
      before: { role: 'staff', invitedBy: null },
      after: { role: 'owner', invitedBy: owner.id },
    });
    const res = await list('?entityType=user');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().names).toMatchObject({
      [colleague.id]: 'Meera Iyer (meera.iyer@example.in)',
      [owner.id]: `Test Owner (${owner.email})`,
    });
    // Plain words are not mistaken for ids.
    expect(res.json().names).not.toHaveProperty('staff');
  });

  it('refuses bad filters and page sizes with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('["2026-01-01T00:00:00.000Z",-1]').toString('base64url')}`, 'cursor'],
      ['?entityId=entity-1', 'entityId'],
      ['?entityType=Order%20Items', 'entityType'],
      ['?from=yesterday', 'from'],
      ['?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toEqual([field]);
    }
  });

  it('keeps an entry only if the change it records is kept', async () => {
    const audit = createAuditLog(t.database.db);
    const entry = {
      actor: { id: owner.id, email: owner.email, role: 'owner' as const },
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'rolled-back',
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await audit.record(tx, entry);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.database.db.transaction((tx) => audit.record(tx, { ...entry, entityId: 'kept' }));
    const found = (await walk({ entityType: 'settings', actorId: owner.id }, 10)).entries;
    expect(found.map((e) => e.entityId)).toEqual(['kept']);
    expect(found[0]).toMatchObject({ before: null, after: null, actor: entry.actor });
  });
});
