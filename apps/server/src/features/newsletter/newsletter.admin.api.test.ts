import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscriber } from '@terracraft/shared/newsletter/admin';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, signUpStaff, type TestApp } from '../../test/test-app';
import { csvCell } from './subscribers-csv';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
const START = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await signUpStaff(t, 'staff');
  // 30 subscribers a minute apart, and two hostile-looking ones (valid addresses all the same).
  await t.database.db.insert(newsletterSubscribers).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      email: `reader${String(i).padStart(2, '0')}@example.in`,
      createdAt: new Date(START + i * 60_000),
    })),
    { email: '=cmd|calc@example.in', createdAt: new Date(START + 31 * 60_000) },
    { email: '"quoted,comma"@example.in', createdAt: new Date(START + 32 * 60_000) },
  ]);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });

describe('newsletter subscribers in the console', () => {
  it('lists them newest first, a page at a time, with the total', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/admin/subscribers?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(32);
      seen.push(...(res.json().items as Subscriber[]).map((s) => s.email));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(32);
    expect(seen.slice(0, 3)).toEqual([
      '"quoted,comma"@example.in',
      '=cmd|calc@example.in',
      'reader29@example.in',
    ]);
    expect(seen.at(-1)).toBe('reader00@example.in');
  });

  it('searches by part of the address, taking % and _ literally', async () => {
    const res = await get('/api/admin/subscribers?q=READER1');
    expect(res.json().total).toBe(10);
    expect(res.json().items[0]).toEqual({
      email: 'reader19@example.in',
      subscribedAt: new Date(START + 19 * 60_000).toISOString(),
    });
    expect((await get('/api/admin/subscribers?q=%25')).json().total).toBe(0);
    expect((await get('/api/admin/subscribers?q=_')).json().total).toBe(0);
  });

  it('exports them as a CSV attachment, escaped and safe to open in a spreadsheet', async () => {
    const res = await get('/api/admin/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines[1]).toBe(
      `"""quoted,comma""@example.in",${new Date(START + 32 * 60_000).toISOString()}`,
    );
    expect(lines[2]).toBe(`'=cmd|calc@example.in,${new Date(START + 31 * 60_000).toISOString()}`);
    expect(lines).toHaveLength(32 + 2); // header, rows, and the empty string after the last CRLF
    const filtered = await get('/api/admin/subscribers/export?q=reader0');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(11);
  });

  it('quotes and defuses every dangerous cell', () => {
    expect(csvCell('plain@example.in')).toBe('plain@example.in');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    expect((await get('/api/admin/subscribers?limit=0')).json().error.fields).toHaveProperty(
      'limit',
    );
    expect((await get('/api/admin/subscribers?cursor=abc')).json().error.fields).toHaveProperty(
      'cursor',
    );
    expect(
      (await get(`/api/admin/subscribers/export?q=${'x'.repeat(300)}`)).json().error.fields,
    ).toHaveProperty('q');
  });
});
