/**
 * The shop under steady load for a bounded time: a fresh PostgreSQL database with the real
 * catalogue, the real server in a child process, and a mix of shoppers' requests — catalogue
 * reads, sign-ins, cart saves, cash-on-delivery orders and some of them cancelled — at a steady
 * rate. First it measures how many of those the server completes per second with 8 requests in
 * flight, then runs at half that (or at --rate) for --minutes, and ends with a report: requests by
 * kind, latency, errors (any answer other than the expected one, or none), and a stock check: for
 * each product, stock now plus units in orders still standing equals the stock at the start, the
 * stock ledger's movements add up to the change, and units sold moved as the orders did.
 * Exits non-zero on any error or inconsistency.
 *
 *   npm run soak [-- --minutes 10 --rate 40 --shoppers 200]
 *
 * The PostgreSQL server is BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default;
 * the soak creates its own database there and drops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createPostgresDatabase,
  loadAverage,
  percentile,
  postgresServer,
  table,
} from './bench-kit';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_URL = 'http://soak.test';
const CALIBRATION_SECONDS = 20;
const CALIBRATION_CONCURRENCY = 8;
/** Products the orders draw from (the catalogue's first, by slug), restocked at the start. */
const ORDERED_PRODUCTS = 20;
const RESTOCK = 100_000;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string' },
    shoppers: { type: 'string', default: '200' },
  },
});
const minutes = Number(values.minutes);
const shopperCount = Number(values.shoppers);
const fixedRate = values.rate === undefined ? undefined : Number(values.rate);
if (!(minutes > 0 && minutes <= 120)) throw new Error('--minutes must be above 0 and at most 120');
if (!Number.isInteger(shopperCount) || shopperCount < 1)
  throw new Error('--shoppers must be 1 or more');
if (fixedRate !== undefined && !(fixedRate > 0)) throw new Error('--rate must be above 0');

const serverUrl = postgresServer();

// ---------------------------------------------------------------------------------------------
// The server

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

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const { INIT_CWD: _npm, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'terracraft-soak-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(tmpdir(), 'terracraft-soak-no-web-build'),
      PAYMENTS_SANDBOX: 'true',
      // One load generator is one client address: the limits meant for strangers are lifted.
      AUTH_RATE_LIMIT_PER_ADDRESS: '10000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '10000000',
      WRITE_RATE_LIMIT_PER_MINUTE: '10000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped (exit code ${child.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await sleep(250);
  }
  throw new Error('the server did not start within 3 minutes');
}

// ---------------------------------------------------------------------------------------------
// Shoppers and their requests

interface Shopper {
  email: string;
  password: string;
  cookie: string;
  /** Cash-on-delivery orders still open, by number: some are cancelled later. */
  open: string[];
}

interface Product {
  slug: string;
  price: number;
}

type Kind = 'catalogue' | 'sign-in' | 'cart' | 'order' | 'cancel';

interface Outcome {
  kind: Kind;
  ms: number;
  /** Why it counts as an error: an unexpected status or no answer. */
  error?: string;
}

let base = '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function call(
  method: string,
  path: string,
  {
    body,
    cookie,
    headers,
  }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}${path}`, {
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

const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Shopper',
  phone: '+91 98765 43210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
};

/** One request of the mix, chosen by weight: mostly reading, as shoppers do. */
async function oneRequest(
  shoppers: Shopper[],
  ordered: Product[],
  browsed: string[],
): Promise<Outcome> {
  const roll = Math.random();
  const shopper = pick(shoppers);
  const started = performance.now();
  let kind: Kind = 'catalogue';
  let expected = 200;
  let res: Response;
  try {
    if (roll < 0.6) {
      const which = Math.random();
      res = await call(
        'GET',
        which < 0.4
          ? `/api/products?page=${1 + Math.floor(Math.random() * 5)}&pageSize=24`
          : which < 0.8
            ? `/api/products/${pick(browsed)}`
            : `/api/search?q=${pick(['bamboo', 'lamp', 'jute bag', 'terracotta', 'bambo'])}`,
      );
      await res.arrayBuffer();
    } else if (roll < 0.7) {
      kind = 'sign-in';
      res = await call('POST', '/api/auth/sign-in/email', {
        body: { email: shopper.email, password: shopper.password },
      });
      await res.arrayBuffer();
      if (res.status === 200) shopper.cookie = cookieOf(res) || shopper.cookie;
    } else if (roll < 0.88) {
      kind = 'cart';
      const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
        id: pick(ordered).slug,
        quantity: 1 + Math.floor(Math.random() * 3),
      }));
      const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
      res = await call('PUT', '/api/cart', { cookie: shopper.cookie, body: { items: unique } });
      await res.arrayBuffer();
    } else if (roll < 0.97 || shopper.open.length === 0) {
      kind = 'order';
      expected = 201;
      const product = pick(ordered);
      res = await call('POST', '/api/orders', {
        cookie: shopper.cookie,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          items: [
            {
              id: product.slug,
              quantity: 1 + Math.floor(Math.random() * 2),
              unitPrice: product.price,
            },
          ],
          shippingAddress: { ...ADDRESS, email: shopper.email },
          paymentMethod: 'cod',
        },
      });
      const answer = (await res.json().catch(() => ({}))) as { order?: { number?: string } };
      if (res.status === 201 && answer.order?.number) shopper.open.push(answer.order.number);
    } else {
      kind = 'cancel';
      const number = shopper.open.shift()!;
      res = await call('POST', `/api/orders/${number.replace(/^#/, '')}/cancel`, {
        cookie: shopper.cookie,
      });
      await res.arrayBuffer();
    }
  } catch (error) {
    return { kind, ms: performance.now() - started, error: `no answer: ${String(error)}` };
  }
  const ms = performance.now() - started;
  return res.status === expected
    ? { kind, ms }
    : { kind, ms, error: `${res.status} ${res.statusText}` };
}

async function signUpShopper(i: number): Promise<Shopper> {
  const email = `soak-${i}-${randomBytes(3).toString('hex')}@example.in`;
  const password = `soak password ${i}`;
  const up = await call('POST', '/api/auth/sign-up/email', {
    body: { name: `Soak ${i}`, email, password },
  });
  if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return { email, password, cookie: cookieOf(signIn), open: [] };
}

// ---------------------------------------------------------------------------------------------
// Load: closed loop to measure, open loop at a fixed rate to soak

async function measureCapacity(run: () => Promise<Outcome>): Promise<number> {
  const until = Date.now() + CALIBRATION_SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CALIBRATION_CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await run();
        done += 1;
      }
    }),
  );
  return done / CALIBRATION_SECONDS;
}

async function soak(run: () => Promise<Outcome>, rate: number, seconds: number) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let sent = 0;
  let lastReport = start;
  let maxInFlight = 0;
  while (performance.now() - start < seconds * 1000) {
    // Requests leave on schedule, whether or not earlier ones have answered.
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent < due) {
      sent += 1;
      const request = run().then((outcome) => {
        outcomes.push(outcome);
        inFlight.delete(request);
      });
      inFlight.add(request);
      maxInFlight = Math.max(maxInFlight, inFlight.size);
    }
    if (performance.now() - lastReport >= 60_000) {
      lastReport = performance.now();
      const errors = outcomes.filter((outcome) => outcome.error).length;
      console.log(
        `  ${Math.round((lastReport - start) / 60_000)} min: ${outcomes.length} answered, ${errors} errors, ${inFlight.size} in flight, load ${loadAverage()}`,
      );
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  return { outcomes, seconds: (performance.now() - start) / 1000, maxInFlight };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

// ---------------------------------------------------------------------------------------------
// Stock consistency

interface ProductStock {
  slug: string;
  stock: number;
  /** Units in orders not cancelled. */
  standing: number;
  /** The stock ledger's movements after the mark. */
  ledger: number;
  /** Units sold, as the sales counts (bestsellers) have them. */
  sold: number;
}

async function productStock(client: pg.Client, ledgerFrom: number) {
  const { rows } = await client.query<ProductStock>(
    `SELECT p.slug, p.stock,
       COALESCE((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                 WHERE i.product_slug = p.slug AND o.status <> 'cancelled'), 0)::int AS standing,
       COALESCE((SELECT sum(m.delta) FROM stock_movements m
                 WHERE m.product_slug = p.slug AND m.id > $1), 0)::int AS ledger,
       COALESCE((SELECT sum(s.units) FROM product_sales s WHERE s.product_slug = p.slug), 0)::int
         AS sold
     FROM products p`,
    [ledgerFrom],
  );
  return rows;
}

async function stockMark(client: pg.Client) {
  const {
    rows: [mark],
  } = await client.query<{ id: number }>(
    `SELECT COALESCE(max(id), 0)::int AS id FROM stock_movements`,
  );
  const products = await productStock(client, mark!.id);
  return { ledgerFrom: mark!.id, products: new Map(products.map((row) => [row.slug, row])) };
}

/**
 * For each product: stock + units in standing orders is what it was at the mark (nothing lost,
 * nothing made up); the ledger's movements since the mark add up to the stock's change; units
 * sold changed as the standing orders did; no stock below zero.
 */
async function stockCheck(client: pg.Client, mark: Awaited<ReturnType<typeof stockMark>>) {
  const now = await productStock(client, mark.ledgerFrom);
  const problems: string[] = [];
  for (const row of now) {
    const before = mark.products.get(row.slug);
    if (!before) continue;
    if (row.stock + row.standing !== before.stock + before.standing) {
      problems.push(
        `${row.slug}: stock ${row.stock} + ${row.standing} ordered ≠ ${before.stock} + ${before.standing} at the start`,
      );
    }
    if (row.stock - before.stock !== row.ledger) {
      problems.push(
        `${row.slug}: stock moved by ${row.stock - before.stock}, the ledger by ${row.ledger}`,
      );
    }
    // The seeded catalogue comes with sales history: compare the changes.
    if (row.sold - before.sold !== row.standing - before.standing) {
      problems.push(
        `${row.slug}: units sold changed by ${row.sold - before.sold}, standing orders by ${row.standing - before.standing}`,
      );
    }
    if (row.stock < 0) problems.push(`${row.slug}: stock ${row.stock}`);
  }
  return { products: now.length, problems };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const own = await createPostgresDatabase(serverUrl, 'soak');
  const databaseUrl = own.url;
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    console.log(`Soak: database ${own.name}; starting the server (migrations, seeds)…`);
    const started = await startServer(databaseUrl);
    server = started.child;
    base = started.base;
    await client.connect();

    // The owner restocks the products orders draw from, through the console (and the ledger).
    const ownerEmail = `soak-owner-${randomBytes(3).toString('hex')}@example.in`;
    const ownerPassword = 'soak owner password';
    await call('POST', '/api/auth/sign-up/email', {
      body: { name: 'Soak Owner', email: ownerEmail, password: ownerPassword },
    });
    await client.query(`UPDATE users SET role = 'owner', role_since = now() WHERE email = $1`, [
      ownerEmail,
    ]);
    const ownerCookie = cookieOf(
      await call('POST', '/api/auth/sign-in/email', {
        body: { email: ownerEmail, password: ownerPassword },
      }),
    );
    const { rows: orderedRows } = await client.query<Product>(
      `SELECT slug, price FROM products WHERE NOT hidden ORDER BY slug LIMIT $1`,
      [ORDERED_PRODUCTS],
    );
    for (const product of orderedRows) {
      const res = await call('POST', `/api/admin/products/${product.slug}/stock`, {
        cookie: ownerCookie,
        body: { delta: RESTOCK, reason: 'restock', note: 'soak' },
      });
      if (res.status !== 200)
        throw new Error(`restocking ${product.slug}: ${res.status} ${await res.text()}`);
    }
    // The soak's shoppers keep many cash-on-delivery orders open: the owner lifts the per-account
    // order limits as far as they go (they are not what the soak measures).
    const limits = await call('PUT', '/api/admin/settings', {
      cookie: ownerCookie,
      body: {
        key: 'orderLimits',
        updatedAt: null,
        value: {
          maxUnitsPerLine: 999,
          maxUnitsPerOrder: 999,
          maxUnpaidOnlineOrders: 999,
          maxOpenCodOrders: 999,
        },
      },
    });
    if (limits.status !== 200)
      throw new Error(`lifting the order limits: ${limits.status} ${await limits.text()}`);
    const { rows: browsedRows } = await client.query<{ slug: string }>(
      `SELECT slug FROM products WHERE NOT hidden`,
    );
    const browsed = browsedRows.map((row) => row.slug);

    console.log(`Signing up ${shopperCount} shoppers…`);
    const shoppers: Shopper[] = [];
    // A few at a time: each sign-up and sign-in hashes a password.
    for (let first = 0; first < shopperCount; first += 4) {
      const batch = Array.from(
        { length: Math.min(4, shopperCount - first) },
        (_, offset) => first + offset,
      );
      shoppers.push(...(await Promise.all(batch.map(signUpShopper))));
    }

    const run = () => oneRequest(shoppers, orderedRows, browsed);
    let rate = fixedRate;
    if (rate === undefined) {
      console.log(
        `Measuring capacity: ${CALIBRATION_SECONDS} s with ${CALIBRATION_CONCURRENCY} requests in flight…`,
      );
      const capacity = await measureCapacity(run);
      rate = Math.max(1, Math.round(capacity / 2));
      console.log(`Capacity ${capacity.toFixed(1)} requests/s; soaking at half: ${rate}/s`);
    }

    // The stock the check compares with, and where the ledger stood: after calibration.
    const mark = await stockMark(client);

    console.log(`Soaking for ${minutes} min at ${rate} requests/s (load ${loadAverage()})…`);
    const result = await soak(run, rate, minutes * 60);
    const check = await stockCheck(client, mark);

    // Report.
    const kinds: Kind[] = ['catalogue', 'sign-in', 'cart', 'order', 'cancel'];
    console.log(`\nSoak report: ${minutes} min at ${rate} requests/s, ${shopperCount} shoppers`);
    const rows = [...kinds, undefined].map((kind) => {
      const of = result.outcomes.filter((outcome) => kind === undefined || outcome.kind === kind);
      const sorted = of.map((outcome) => outcome.ms).sort((x, y) => x - y);
      return [
        kind ?? 'all',
        String(of.length),
        String(of.filter((o) => o.error).length),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 95)),
        ms(percentile(sorted, 99)),
      ];
    });
    console.log(table(['request', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
    const errors = result.outcomes.filter((outcome) => outcome.error);
    const byCause = new Map<string, number>();
    for (const error of errors) {
      const cause = `${error.kind}: ${error.error}`;
      byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
    }
    for (const [cause, n] of byCause) console.log(`  error ×${n}: ${cause}`);
    const {
      rows: [orderCounts],
    } = await client.query<{ placed: number; cancelled: number }>(
      `SELECT count(*)::int AS placed, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled FROM orders`,
    );
    console.log(
      `Achieved ${(result.outcomes.length / result.seconds).toFixed(1)} requests/s; at most ${result.maxInFlight} in flight; ` +
        `${orderCounts!.placed} orders placed in all, ${orderCounts!.cancelled} cancelled; load ${loadAverage()}`,
    );
    console.log(
      check.problems.length === 0
        ? `Stock consistent: ${check.products} products — stock + units in standing orders = start, ledger = stock change, units sold moved with the orders`
        : `Stock INCONSISTENT:\n  ${check.problems.slice(0, 20).join('\n  ')}`,
    );
    process.exitCode = errors.length === 0 && check.problems.length === 0 ? 0 : 1;
  } finally {
    await client.end().catch(() => {});
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await own.drop();
  }
}

await main();
