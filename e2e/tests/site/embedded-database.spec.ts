import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../support/embedded-database';

// The database the browser tests fall back to must keep the shop's pooled connections apart as
// PostgreSQL does; these check it on a database of their own, whichever one the shop runs on.
let embedded: EmbeddedDatabase;
let pool: pg.Pool;

test.beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  pool = new pg.Pool({ connectionString: embedded.url, max: 15 });
  await pool.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
  await pool.query('INSERT INTO counter VALUES (1, 0)');
});

test.afterAll(async () => {
  await pool.end();
  await embedded.close();
});

test('concurrent connections each get the answer to their own query', async () => {
  // Large enough to arrive in several pieces, while other connections' queries arrive between.
  const long = 'ā'.repeat(100_000);
  const wrong: string[] = [];
  const queries = Array.from({ length: 14 }, async (_, client) => {
    for (let i = 0; i < 20; i++) {
      const n = client * 100 + i;
      if (i % 4 === 0) {
        const { rows } = await pool.query('SELECT length($1::text) AS length, $2::int AS n', [
          long,
          n,
        ]);
        if (rows[0]?.length !== long.length || rows[0]?.n !== n) wrong.push(`long ${n}`);
      } else if (client % 2 === 0) {
        const { rows } = await pool.query('SELECT $1::int AS n', [n]);
        if (rows[0]?.n !== n) wrong.push(String(n));
      } else {
        const { rows } = await pool.query('SELECT $1::text AS word, $2::int + 0 AS n', ['x', n]);
        if (rows[0]?.n !== n) wrong.push(String(n));
      }
    }
  });
  // Transactions now and then make the others' queries pile up, as the shop's checkout does.
  const transactions = (async () => {
    const client = await pool.connect();
    try {
      for (let i = 0; i < 10; i++) {
        await client.query('BEGIN');
        await new Promise((resolve) => setTimeout(resolve, 10));
        await client.query('SELECT n FROM counter WHERE id = $1 FOR UPDATE', [1]);
        await client.query('COMMIT');
      }
    } finally {
      client.release();
    }
  })();
  await Promise.all([...queries, transactions]);
  expect(wrong).toEqual([]);
});

test('transactions take turns, and one left open by a closed connection is rolled back', async () => {
  const increments = Array.from({ length: 12 }, async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        'SELECT n FROM counter WHERE id = 1 FOR UPDATE SKIP LOCKED',
      );
      // Had another transaction overlapped this one, both would write the same n.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await client.query('UPDATE counter SET n = $1 WHERE id = 1', [rows[0].n + 1]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });
  const abandoned = (async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('UPDATE counter SET n = n + 1000 WHERE id = 1');
    await client.end();
  })();
  await Promise.all([...increments, abandoned]);

  const { rows } = await pool.query('SELECT n FROM counter WHERE id = 1');
  expect(rows[0]?.n).toBe(12);
});

test('each connection has prepared statements of its own, forgotten when it closes', async () => {
  // PostgreSQL keeps prepared statements per connection, and the shop names the same statement
  // the same on each of its connections (decision 39); here all of them share one session.
  const clients = Array.from(
    { length: 3 },
    () => new pg.Client({ connectionString: embedded.url }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const times = async (client: pg.Client, factor: number, n: number) => {
      const { rows } = await client.query({
        name: 'times',
        text: `SELECT $1::int * ${factor} AS n`,
        values: [n],
      });
      return rows[0]?.n as number;
    };
    // Prepared by each (a name taken by another connection is no concern of this one's), then
    // bound again by name alone: each connection runs its own text.
    expect(await Promise.all(clients.map((client, i) => times(client, i + 1, 10)))).toEqual([
      10, 20, 30,
    ]);
    expect(await Promise.all(clients.map((client, i) => times(client, i + 1, 7)))).toEqual([
      7, 14, 21,
    ]);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }

  // The server hears of a closed connection a moment after the client has closed it.
  await expect
    .poll(async () => {
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM pg_prepared_statements');
      return rows[0]?.n as number;
    })
    .toBe(0);
});
