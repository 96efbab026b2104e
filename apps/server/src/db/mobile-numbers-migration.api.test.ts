import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { createTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 2 });
});
afterAll(() => database.close());

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

describe('the mobile numbers migration', () => {
  it('keeps stored mobiles as their 10 digits and leaves landlines and empty numbers as they were', async () => {
    const stored = {
      'with-plus': '+91 98765 43210',
      'with-zero': '098765-43210',
      already: '9876543210',
      landline: '08023456789',
      erased: '',
    };
    for (const [id, phone] of Object.entries(stored)) {
      await run(sql`INSERT INTO users (id, name, email, phone)
        VALUES (${id}, 'Asha', ${`${id}@example.in`}, ${phone})`);
      await run(sql`INSERT INTO customer_addresses
          (user_id, first_name, last_name, phone, address, city, state, pin)
        VALUES (${id}, 'Asha', 'Rao', ${phone}, '12 MG Road', 'Bengaluru', 'Karnataka', '560001')`);
    }
    await run(sql`INSERT INTO users (id, name, email) VALUES ('none', 'Ravi', 'none@example.in')`);

    const name = (await readdir(MIGRATIONS_DIR)).find((file) =>
      file.endsWith('_mobile_numbers.sql'),
    )!;
    for (const statement of (await readFile(join(MIGRATIONS_DIR, name), 'utf8')).split(
      '--> statement-breakpoint',
    )) {
      await run(sql.raw(statement));
    }

    const phones = async (table: 'users' | 'customer_addresses', key: 'id' | 'user_id') => {
      const result = await run(
        sql`SELECT ${sql.identifier(key)} AS id, phone FROM ${sql.identifier(table)}`,
      );
      const { rows } = result as unknown as { rows: { id: string; phone: string | null }[] };
      return Object.fromEntries(rows.map((row) => [row.id, row.phone]));
    };
    const expected = {
      'with-plus': '9876543210',
      'with-zero': '9876543210',
      already: '9876543210',
      landline: '08023456789',
      erased: '',
    };
    expect(await phones('users', 'id')).toEqual({ ...expected, none: null });
    expect(await phones('customer_addresses', 'user_id')).toEqual(expected);
  });
});
