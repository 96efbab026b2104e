/**
 * The API under load: loads a synthetic catalogue of N products and M orders into a fresh
 * PostgreSQL database, serves it with the shop's own app in a child process, and measures with
 * autocannon the product list, a filtered list, search (with a typo too) and a collection as a
 * visitor, and the console's product search and order list (whole, filtered, searched) as a
 * signed-in staff member.
 * Prints p50/p95/p99 latency and requests per second; exits non-zero when the p95 of a list or
 * search scenario reaches the target, or when any request fails.
 *
 *   npm run bench:api [-- --products 100000 --orders 100000 --duration 10 --connections 10]
 *
 * The PostgreSQL server is BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default;
 * the benchmark creates its own database there and drops it at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { loadBenchCatalogue } from './bench-catalogue';
import { loadBenchOrders } from './bench-orders';

/** p95 latency, in milliseconds, the list and search scenarios must stay under. */
const TARGET_P95_MS = 50;

interface Scenario {
  name: string;
  path: string;
  /** List and search scenarios are held to the target; the others are measured only. */
  target: boolean;
  /** A console endpoint: asked as a signed-in staff member. */
  staff?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'product list, page 250', path: '/api/products?page=250&pageSize=24', target: true },
  {
    name: 'filtered list, by price',
    path: '/api/products?category=lamp-shade&minPrice=500&maxPrice=3000&availability=inStock&minRating=4&sort=priceLowToHigh',
    target: true,
  },
  { name: 'search "bamboo"', path: '/api/search?q=bamboo', target: true },
  { name: 'search "bambo lamp"', path: '/api/search?q=bambo%20lamp', target: true },
  { name: 'collection bestsellers', path: '/api/collections/bestsellers', target: false },
  {
    name: 'console product search "bamboo"',
    path: '/api/admin/products?q=bamboo',
    target: true,
    staff: true,
  },
  {
    name: 'console product search, rare',
    path: '/api/admin/products?q=zqx',
    target: true,
    staff: true,
  },
  {
    name: 'console products, hidden in a category',
    path: '/api/admin/products?category=lamp-shade&visibility=hidden',
    target: true,
    staff: true,
  },
  { name: 'console orders, page 1', path: '/api/admin/orders', target: true, staff: true },
  {
    name: 'console orders, shipped COD',
    path: '/api/admin/orders?status=shipped&paymentMethod=cod',
    target: true,
    staff: true,
  },
  {
    name: 'console orders by email',
    path: '/api/admin/orders?q=shopper1234%40example.in',
    target: true,
    staff: true,
  },
  { name: 'console orders by PIN', path: '/api/admin/orders?q=110038', target: true, staff: true },
];

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const productCount = Number(values.products);
const orderCount = Number(values.orders);
const duration = Number(values.duration);
const connections = Number(values.connections);
for (const [name, value] of Object.entries({ productCount, orderCount, duration, connections })) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number`);
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  process.stdout.write(`${label}… `);
  const result = await work();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

function startServer(
  databaseUrl: string,
): Promise<{ child: ChildProcess; port: number; origin: string }> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number; origin: string }) =>
      resolve({ child, ...message }),
    );
    child.once('exit', (code) => reject(new Error(`the API server stopped (exit code ${code})`)));
  });
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Measured {
  scenario: Scenario;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failed: number;
}

/** A staff member's session cookie on the benchmark's server, for the console's scenarios. */
async function staffCookie(base: string, origin: string, databaseUrl: string): Promise<string> {
  const account = {
    name: 'Bench Staff',
    email: 'bench.staff@example.in',
    password: 'bench-staff-42',
  };
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', account);
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE users SET role = 'staff', role_since = now() WHERE email = $1", [
      account.email,
    ]);
  } finally {
    await client.end();
  }
  const signIn = await post('/api/auth/sign-in/email', account);
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<{ times: number[]; result: Result }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers },
      (error, result) => (error ? reject(error) : resolve({ times, result })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function measure(
  base: string,
  scenario: Scenario,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const url = `${base}${scenario.path}`;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
  // A short warm-up first: the plan cache, the JIT and the buffer cache settle.
  await load(url, Math.min(2, duration), headers);
  const { times, result } = await load(url, duration, headers);
  times.sort((a, b) => a - b);
  return {
    scenario,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requestsPerSecond: result.requests.total / result.duration,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

function printTable(rows: Measured[]) {
  const header = ['scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed'];
  const cells = rows.map((row) => [
    row.scenario.name,
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.requestsPerSecond.toFixed(0),
    String(row.failed),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((c) => c[i]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of cells) console.log(line(row));
}

async function main() {
  const name = `terracraft_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  let server: ChildProcess | undefined;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const dropDatabase = () =>
    admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const interrupted = () => {
    server?.kill();
    void dropDatabase().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    console.log(
      `API benchmark: ${productCount.toLocaleString('en-IN')} products, ${orderCount.toLocaleString('en-IN')} orders, ${connections} connections, ${duration} s per scenario, on ${cpus().length} CPUs`,
    );
    console.log(`load average before: ${loadAverage()}`);
    const database = await openDatabase({ engine: 'postgres', url: databaseUrl.href, poolSize: 1 });
    try {
      await step('migrating', () => database.migrate());
      const loaded = await step(`loading ${productCount} products, reviews and sales`, async () => {
        const client = new pg.Client({ connectionString: databaseUrl.href });
        await client.connect();
        try {
          return await loadBenchCatalogue(client, database.db, productCount);
        } finally {
          await client.end();
        }
      });
      console.log(
        `  ${loaded.products} products, ${loaded.reviews} reviews, ${loaded.sales} days of sales`,
      );
      const orders = await step(`loading ${orderCount} orders`, async () => {
        const client = new pg.Client({ connectionString: databaseUrl.href });
        await client.connect();
        try {
          const loadedOrders = await loadBenchOrders(client, orderCount);
          // Fresh statistics for the planner, as after any bulk load.
          await client.query('VACUUM ANALYZE orders, order_items, users');
          return loadedOrders;
        } finally {
          await client.end();
        }
      });
      console.log(`  ${orders.orders} orders from ${orders.shoppers} shoppers`);
    } finally {
      await database.close();
    }

    const started = await step('starting the API', () => startServer(databaseUrl.href));
    server = started.child;
    const base = `http://127.0.0.1:${started.port}`;
    const cookie = SCENARIOS.some((scenario) => scenario.staff)
      ? await step('signing in as staff', () => staffCookie(base, started.origin, databaseUrl.href))
      : '';
    const rows: Measured[] = [];
    for (const scenario of SCENARIOS) {
      const headers: Record<string, string> = scenario.staff ? { cookie } : {};
      rows.push(await step(`measuring ${scenario.name}`, () => measure(base, scenario, headers)));
    }
    console.log();
    printTable(rows);
    console.log();
    // Other work on the machine shows in the latencies: the load says whether it was quiet.
    console.log(`load average after: ${loadAverage()}`);

    const slow = rows.filter((row) => row.scenario.target && row.p95 >= TARGET_P95_MS);
    const failed = rows.filter((row) => row.failed > 0);
    for (const row of slow) {
      console.error(
        `✗ ${row.scenario.name}: p95 ${row.p95.toFixed(1)} ms, target below ${TARGET_P95_MS} ms`,
      );
    }
    for (const row of failed)
      console.error(`✗ ${row.scenario.name}: ${row.failed} failed requests`);
    if (slow.length === 0 && failed.length === 0) {
      console.log(`✓ list and search p95 below ${TARGET_P95_MS} ms`);
    }
    process.exitCode = slow.length || failed.length ? 1 : 0;
  } finally {
    process.off('SIGINT', interrupted);
    if (server) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      server.kill();
    }
    await dropDatabase();
  }
}

await main();
