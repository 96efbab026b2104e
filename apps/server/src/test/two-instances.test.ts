/**
 * Two servers as one: two real server processes on one PostgreSQL database, as behind a load
 * balancer, each with a DATA_DIR of its own and no AUTH_SECRET. Runs when TEST_DATABASE_URL names
 * a PostgreSQL server; without one it is skipped, saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './shop-data';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.TEST_DATABASE_URL;
/** Both instances answer for one shop, as behind a load balancer. */
const PUBLIC_URL = 'http://shop.test';
const PER_EMAIL = 4;

if (!SERVER_URL) {
  console.warn(
    'two-instances.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test) to run two servers on one database.',
  );
}

interface Instance {
  name: string;
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `terracraft-${name}-`));
  const { INIT_CWD: _npm, AUTH_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'terracraft-no-web-build'),
      PAYMENTS_SANDBOX: 'true',
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENT_EXPIRY_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, dataDir, process: child, output };
}

async function waitUntilUp(instance: Instance) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`${instance.name} exited:\n${instance.output.join('')}`);
    }
    const up = await fetch(`${instance.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not start:\n${instance.output.join('')}`);
}

function call(
  instance: Instance,
  method: string,
  path: string,
  {
    body,
    cookie,
    headers,
  }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${instance.url}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mails both instances wrote (each to its own DATA_DIR/outbox), as raw texts. */
async function mails(instances: Instance[]) {
  const texts: string[] = [];
  for (const { dataDir } of instances) {
    const dir = join(dataDir, 'outbox');
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      texts.push(await readFile(join(dir, name), 'utf8'));
    }
  }
  return texts;
}

describe.skipIf(!SERVER_URL)('two server instances on one PostgreSQL', () => {
  const name = `terracraft_two_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let sql: pg.Client;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(SERVER_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    // Started together: they take turns migrating and seeding the new database.
    [a, b] = await Promise.all([startInstance('a', databaseUrl), startInstance('b', databaseUrl)]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 200_000);

  afterAll(async () => {
    const stopped = [a, b].filter(Boolean).map(
      (instance) =>
        new Promise((resolve) => {
          instance.process.once('exit', resolve);
          instance.process.kill('SIGTERM');
        }),
    );
    await Promise.all(stopped);
    await sql?.end();
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('keeps a session signed in on one valid on the other', async () => {
    const email = `both-${randomBytes(4).toString('hex')}@example.in`;
    const password = 'two servers one shop';
    expect(
      (
        await call(a, 'POST', '/api/auth/sign-up/email', {
          body: { name: 'Both', email, password },
        })
      ).status,
    ).toBe(200);
    const signIn = await call(b, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    for (const instance of [a, b]) {
      const me = await call(instance, 'GET', '/api/me', { cookie });
      expect(me.status, instance.name).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
  });

  it('counts sign-in attempts on both against one limit', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@example.in`;
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await call(instance, 'POST', '/api/auth/sign-in/email', {
        body: { email, password: `guess number ${i}` },
      });
      statuses.push(res.status);
    }
    // Each instance alone saw only half the attempts: in memory, none would have refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('shows a setting saved through one on the other at once', async () => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.in`;
    const password = 'the owner of the shop';
    await call(a, 'POST', '/api/auth/sign-up/email', { body: { name: 'Owner', email, password } });
    await sql.query(`UPDATE users SET role = 'owner', role_since = now() WHERE email = $1`, [
      email,
    ]);
    const cookie = cookieOf(
      await call(a, 'POST', '/api/auth/sign-in/email', { body: { email, password } }),
    );
    const shopName = async (instance: Instance) =>
      (
        (await (await call(instance, 'GET', '/api/settings/public')).json()) as {
          business: { shopName: string };
        }
      ).business.shopName;
    // B has read (and cached) the settings before the change.
    const before = await shopName(b);
    expect(await shopName(a)).toBe(before);

    const current = (await (await call(a, 'GET', '/api/admin/settings', { cookie })).json()) as {
      business: { value: Record<string, unknown>; updatedAt: string | null };
    };
    const saved = await call(a, 'PUT', '/api/admin/settings', {
      cookie,
      body: {
        key: 'business',
        value: { ...current.business.value, shopName: 'TerraCraft Two' },
        updatedAt: current.business.updatedAt,
      },
    });
    expect(saved.status).toBe(200);
    expect(
      await until(
        () => shopName(b),
        (name) => name === 'TerraCraft Two',
        5_000,
      ),
    ).toBe('TerraCraft Two');
  });

  it('releases an unpaid order once, though both servers look for it every second', async () => {
    const email = `unpaid-${randomBytes(4).toString('hex')}@example.in`;
    const password = 'pays later or never';
    await call(b, 'POST', '/api/auth/sign-up/email', { body: { name: 'Unpaid', email, password } });
    const cookie = cookieOf(
      await call(b, 'POST', '/api/auth/sign-in/email', { body: { email, password } }),
    );
    const {
      rows: [product],
    } = await sql.query<{ slug: string; price: number; stock: number }>(
      `SELECT slug, price, stock FROM products WHERE stock >= 5 ORDER BY slug LIMIT 1`,
    );
    const placed = await call(a, 'POST', '/api/orders', {
      cookie,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: orderBody([{ id: product!.slug, price: product!.price, quantity: 2 }], {
        paymentMethod: 'online',
      }),
    });
    expect(placed.status).toBe(201);
    const { rows: orderRows } = await sql.query<{ id: string; number: number }>(
      `SELECT id, number FROM orders WHERE email = $1`,
      [orderBody([]).shippingAddress.email],
    );
    const order = orderRows.at(-1)!;
    expect(
      (await sql.query(`SELECT stock FROM products WHERE slug = $1`, [product!.slug])).rows[0]
        .stock,
    ).toBe(product!.stock - 2);

    // Its payment window closes now; both servers' next runs race for it.
    await sql.query(
      `UPDATE orders SET payment_due_by = now() - interval '1 second' WHERE id = $1`,
      [order.id],
    );
    const status = await until(
      async () =>
        (await sql.query(`SELECT status FROM orders WHERE id = $1`, [order.id])).rows[0].status,
      (value) => value === 'cancelled',
    );
    expect(status).toBe('cancelled');
    // A few more runs of both: nothing more happens to it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { rows: events } = await sql.query<{ type: string }>(
      `SELECT type FROM order_events WHERE order_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(events.map((event) => event.type)).toEqual(['place', 'expire']);
    expect(
      (await sql.query(`SELECT stock FROM products WHERE slug = $1`, [product!.slug])).rows[0]
        .stock,
    ).toBe(product!.stock);
    const cancellations = (await mails([a, b])).filter(
      (mail) => mail.includes(`TC${order.number}`) && mail.includes('has been cancelled'),
    );
    expect(cancellations).toHaveLength(1);
  });
});
