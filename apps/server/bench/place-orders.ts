/**
 * Checkout under load: 32 shoppers, each signed in to an account of their own, place
 * cash-on-delivery orders as fast as the shop answers, through the same requests the browser
 * makes (save the cart, then place the order with an idempotency key), against the shop's own app
 * on a fresh PostgreSQL database. Three scenarios: everyone buys one product with stock to spare;
 * one product whose stock runs out during the run; baskets of one to three of 20 products.
 *
 * Prints orders/s, p50/p99 of placement, the CPU per order of the server, PostgreSQL (when it runs
 * on this machine) and the shoppers, and the answers by status. Afterwards it checks the books:
 * for every product, opening stock − units in placed orders = stock now, never below zero, the
 * stock ledger adds up to it, the units counted as sold match, every order has its two mails in
 * the outbox, and a replayed idempotency key answers with the same order. Exits non-zero on any
 * oversell or mismatch, on any answer other than 201 and (when stock runs out) 409 OUT_OF_STOCK,
 * or when the goal (ORDERS_PER_SECOND, P99_MS) is missed.
 *
 *   npm run bench:orders [-- --duration 10 --buyers 32]
 *
 * The shoppers each come from an address of their own (X-Forwarded-For behind a trusted proxy,
 * TRUST_PROXY), as real shoppers do. The per-address write limit (WRITE_RATE_LIMIT_PER_MINUTE,
 * 60 by default) is raised through the shop's config: one shopper placing several orders a second
 * is the benchmark's doing, and a 429 would measure the limit, not checkout.
 *
 * The PostgreSQL server is BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default;
 * the benchmark creates its own database there and drops it at the end. BENCH_CPU_PROF names a
 * module the server imports first (a profiler, say), for finding where the server's time goes.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import {
  createPostgresDatabase,
  loadAverage,
  percentile,
  positiveWholeNumbers,
  postgresServer,
  request,
  startServer,
  table,
  withPgClient,
  type BenchServer,
} from './bench-kit';

const ORDERS_PER_SECOND = 200;
const P99_MS = 250;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '32' },
    // A folder for a CPU profile of the server (Node's --cpu-prof), written when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const duration = Number(values.duration);
const buyerCount = Number(values.buyers);
positiveWholeNumbers({ duration, buyerCount });

const serverUrl = postgresServer();

const PRICE = 49_900;
const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench.shopper@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
};

interface Scenario {
  name: string;
  /** The products of the scenario and their opening stock. */
  products: { slug: string; stock: number }[];
  /** The lines of one order. */
  basket: () => { id: string; quantity: number }[];
  /** Stock runs out during the run: 409 OUT_OF_STOCK answers are expected. */
  sellsOut: boolean;
}

function scenarios(): Scenario[] {
  const hot = { slug: 'bench-hot-lamp', stock: 1_000_000 };
  const scarce = { slug: 'bench-scarce-lamp', stock: 100 };
  const many = Array.from({ length: 20 }, (_, i) => ({
    slug: `bench-shelf-${String(i + 1).padStart(2, '0')}`,
    stock: 1_000_000,
  }));
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    {
      name: 'one hot product',
      products: [hot],
      basket: () => [{ id: hot.slug, quantity: 1 }],
      sellsOut: false,
    },
    {
      name: 'one product selling out',
      products: [scarce],
      basket: () => [{ id: scarce.slug, quantity: 1 + Math.floor(Math.random() * 2) }],
      sellsOut: true,
    },
    {
      name: '20 products, 1–3 a basket',
      products: many,
      basket: () => {
        // In whatever order the shopper added them: the shop must not deadlock on it.
        const lines = new Map<string, number>();
        const count = 1 + Math.floor(Math.random() * 3);
        while (lines.size < count) lines.set(pick(many).slug, 1 + Math.floor(Math.random() * 2));
        return [...lines].map(([id, quantity]) => ({ id, quantity }));
      },
      sellsOut: false,
    },
  ];
}

/** The shop's server as it runs in production, on `databaseUrl`. */
function startShop(databaseUrl: string): Promise<BenchServer> {
  return startServer(
    {
      DATABASE_URL: databaseUrl,
      // As the shop runs in production: React's production build renders the mails.
      NODE_ENV: 'production',
      BENCH_CONFIG: JSON.stringify({
        TRUST_PROXY: '127.0.0.1',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      }),
    },
    {
      imports: process.env.BENCH_CPU_PROF ? [process.env.BENCH_CPU_PROF] : [],
      nodeOptions: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    },
  );
}

/** CPU time (user and system) a process has used, in milliseconds, from /proc/<pid>/stat. */
function cpuMsOf(pid: number | 'self'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (12 and 13 after the command's name), in ticks of
  // 1/100 s (Linux's USER_HZ).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time of the PostgreSQL processes on this machine, if it runs here (else undefined). */
function postgresCpuMs(): number | undefined {
  let total: number | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total = (total ?? 0) + cpuMsOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/**
 * The CPU each part used per order placed, in milliseconds: the server, PostgreSQL (when it runs
 * on this machine) and this benchmark's own shoppers. They share the machine's cores, so together
 * they bound orders/s; and the machine's other load disturbs them much less than orders/s.
 */
function cpuMeter(serverPid: number) {
  const read = () => ({
    server: cpuMsOf(serverPid),
    postgres: postgresCpuMs(),
    shoppers: cpuMsOf('self'),
  });
  const before = read();
  return (orders: number): CpuPerOrder => {
    const after = read();
    const per = (spent: number) => spent / Math.max(1, orders);
    return {
      server: per(after.server - before.server),
      postgres:
        after.postgres === undefined || before.postgres === undefined
          ? undefined
          : per(after.postgres - before.postgres),
      shoppers: per(after.shoppers - before.shoppers),
    };
  };
}

interface CpuPerOrder {
  server: number;
  postgres: number | undefined;
  shoppers: number;
}

interface Buyer {
  index: number;
  cookie: string;
  headers: Record<string, string>;
}

async function signUpBuyers(base: string, origin: string): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: buyerCount }, async (_, index) => {
      const account = {
        name: `Bench Shopper ${index + 1}`,
        email: `bench.shopper${index + 1}@example.in`,
        password: `bench-shopper-${index + 1}-secret`,
      };
      // Each shopper from an address of their own, as the trusted proxy reports it.
      const address = { 'x-forwarded-for': `198.51.100.${index + 1}` };
      const post = (path: string, body: object) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, ...address },
          body: JSON.stringify(body),
        });
      const signUp = await post('/api/auth/sign-up/email', account);
      if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
      const signIn = await post('/api/auth/sign-in/email', account);
      if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      return {
        index,
        cookie,
        headers: { 'content-type': 'application/json', origin, cookie, ...address },
      };
    }),
  );
}

interface Placed {
  key: string;
  body: string;
  number: string;
  buyer: Buyer;
}

interface Measured {
  scenario: Scenario;
  seconds: number;
  cpu: CpuPerOrder;
  placed: Placed[];
  times: number[];
  statuses: Map<string, number>;
}

async function run(
  server: BenchServer,
  buyers: Buyer[],
  scenario: Scenario,
  seconds = duration,
): Promise<Measured> {
  const placed: Placed[] = [];
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  const cpu = cpuMeter(server.pid);
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  let soldOut = false;

  async function shop(buyer: Buyer) {
    while (performance.now() < endsAt && !soldOut) {
      const lines = scenario.basket();
      const cart = await request(`${server.base}/api/cart`, {
        method: 'PUT',
        headers: buyer.headers,
        body: JSON.stringify({ items: lines }),
      });
      if (cart.status !== 200) {
        count(`cart ${cart.status}`);
        continue;
      }
      // The browser orders the cart as the shop answered it: its lines, at the prices shown.
      const priced = JSON.parse(cart.text) as {
        items: { id: string; quantity: number; price: number }[];
      };
      if (priced.items.length === 0) {
        // Everything in the basket is gone: the shopper sees an empty cart and stops.
        count('cart emptied, out of stock');
        if (scenario.sellsOut) soldOut = true;
        continue;
      }
      const key = randomUUID();
      const body = JSON.stringify({
        items: priced.items.map(({ id, quantity, price }) => ({ id, quantity, unitPrice: price })),
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
      });
      const sent = performance.now();
      const response = await request(`${server.base}/api/orders`, {
        method: 'POST',
        headers: { ...buyer.headers, 'idempotency-key': key },
        body,
      });
      const answer = JSON.parse(response.text) as {
        order?: { number: string };
        error?: { code: string };
      };
      times.push(performance.now() - sent);
      const code = answer.error?.code;
      count(code ? `${response.status} ${code}` : String(response.status));
      if (response.status === 201) {
        placed.push({ key, body, number: answer.order!.number, buyer });
      } else if (response.status === 409 && code === 'OUT_OF_STOCK' && scenario.sellsOut) {
        // A shopper told it is gone stops trying; when every unit is gone, the run ends.
        soldOut = true;
      }
    }
  }

  await Promise.all(buyers.map(shop));
  times.sort((a, b) => a - b);
  return {
    scenario,
    seconds: (performance.now() - started) / 1000,
    cpu: cpu(placed.length),
    placed,
    times,
    statuses,
  };
}

/** The books after a scenario: each line is a mismatch. */
async function audit(databaseUrl: string, measured: Measured): Promise<string[]> {
  const problems: string[] = [];
  const slugs = measured.scenario.products.map((product) => product.slug);
  await withPgClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      slug: string;
      stock: number;
      ordered: number;
      ledger: number;
      last_after: number | null;
      sold: number;
    }>(
      `SELECT p.slug, p.stock,
         (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
            JOIN orders o ON o.id = i.order_id
           WHERE i.product_slug = p.slug AND o.status <> 'cancelled') AS ordered,
         (SELECT coalesce(sum(m.delta), 0)::int FROM stock_movements m
           WHERE m.product_slug = p.slug) AS ledger,
         (SELECT m.stock_after FROM stock_movements m
           WHERE m.product_slug = p.slug ORDER BY m.id DESC LIMIT 1) AS last_after,
         (SELECT coalesce(sum(s.units), 0)::int FROM product_sales s
           WHERE s.product_slug = p.slug) AS sold
       FROM products p WHERE p.slug = ANY($1)`,
      [slugs],
    );
    for (const product of measured.scenario.products) {
      const row = rows.find((candidate) => candidate.slug === product.slug);
      if (!row) {
        problems.push(`${product.slug}: missing`);
        continue;
      }
      if (row.stock < 0) problems.push(`${row.slug}: stock ${row.stock} is below zero (oversold)`);
      if (product.stock - row.ordered !== row.stock) {
        problems.push(
          `${row.slug}: opening ${product.stock} − ordered ${row.ordered} ≠ stock ${row.stock}`,
        );
      }
      // The ledger opens with the product's first stock (written when the product is added).
      if (row.ledger !== row.stock) {
        problems.push(`${row.slug}: the ledger adds up to ${row.ledger}, stock is ${row.stock}`);
      }
      if (row.ordered > 0 && row.last_after !== row.stock) {
        problems.push(
          `${row.slug}: the ledger's last stock is ${row.last_after}, stock ${row.stock}`,
        );
      }
      if (row.sold !== row.ordered) {
        problems.push(`${row.slug}: ${row.sold} units counted as sold, ${row.ordered} ordered`);
      }
    }
    const numbers = measured.placed.map((order) => Number(order.number.replace(/^TC/, '')));
    const { rows: orderRows } = await client.query<{ orders: number; mails: number }>(
      `SELECT count(*)::int AS orders,
         (SELECT count(*)::int FROM outbox_mails m JOIN orders o ON o.id = m.order_id
           WHERE o.number = ANY($1)) AS mails
       FROM orders WHERE number = ANY($1)`,
      [numbers],
    );
    const [books] = orderRows;
    if (new Set(numbers).size !== numbers.length)
      problems.push('an order number was answered twice');
    if (books!.orders !== numbers.length) {
      problems.push(`${numbers.length} orders answered 201, ${books!.orders} in the database`);
    }
    if (books!.mails !== 2 * numbers.length) {
      problems.push(`${books!.mails} mails in the outbox for ${numbers.length} orders (2 each)`);
    }
  });
  return problems;
}

/** A checkout attempt sent again answers with the same order and places nothing new. */
async function replay(base: string, order: Placed): Promise<string[]> {
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { ...order.buyer.headers, 'idempotency-key': order.key },
    body: order.body,
  });
  const answer = (await response.json()) as { order?: { number: string } };
  return response.status === 201 &&
    response.headers.get('idempotent-replayed') === 'true' &&
    answer.order?.number === order.number
    ? []
    : [`replaying ${order.number} answered ${response.status} ${JSON.stringify(answer)}`];
}

async function main() {
  const own = await createPostgresDatabase(serverUrl, 'orders');
  const databaseUrl = own.url;
  let server: BenchServer | undefined;
  const interrupted = () => {
    void Promise.resolve(server?.stop())
      .then(own.drop)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  const plan = scenarios();
  const problems: string[] = [];
  try {
    console.log(
      `Order benchmark: ${buyerCount} shoppers placing cash-on-delivery orders, ${duration} s per scenario, on ${cpus().length} CPUs`,
    );
    console.log(`load average before: ${loadAverage()}`);
    const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await withPgClient(databaseUrl, async (client) => {
      for (const { slug, stock } of plan.flatMap((scenario) => scenario.products)) {
        await client.query(
          `INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images,
             image_alt)
           VALUES ($1, $2, $3, 'home-decor', 'A lamp for the benchmark', $4, $5, $6, $7, 'A lamp')`,
          [
            slug,
            slug.toUpperCase().replace(/-/g, ''),
            slug.replace(/-/g, ' '),
            PRICE,
            PRICE + 20_000,
            stock,
            [`/media/products/${slug}`],
          ],
        );
      }
      // The owner's order limits at their highest: every shopper places hundreds of orders.
      await client.query(
        `INSERT INTO settings (key, value) VALUES ('orderLimits', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [
          JSON.stringify({
            maxUnitsPerLine: 999,
            maxUnitsPerOrder: 999,
            maxUnpaidOnlineOrders: 999,
            maxOpenCodOrders: 999,
          }),
        ],
      );
    });

    server = await startShop(databaseUrl);
    const buyers = await signUpBuyers(server.base, server.origin);

    // A short warm-up on the hot product (its orders count in its books): the JIT, the plan
    // cache and the pool settle.
    await run(server, buyers, plan[0]!, Math.min(2, duration));

    const results: Measured[] = [];
    for (const scenario of plan) {
      process.stdout.write(`measuring ${scenario.name}… `);
      const measured = await run(server, buyers, scenario);
      results.push(measured);
      console.log(`${measured.placed.length} orders in ${measured.seconds.toFixed(1)} s`);
      problems.push(...(await audit(databaseUrl, measured)));
      if (measured.placed.length > 0)
        problems.push(...(await replay(server.base, measured.placed[0]!)));
      // Staff ship what was placed: the next scenario's shoppers are within their open COD orders.
      await withPgClient(databaseUrl, (client) =>
        client.query(
          "UPDATE orders SET status = 'shipped', shipped_at = now() WHERE status = 'processing'",
        ),
      );
    }

    console.log();
    const header = [
      'scenario',
      'orders/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/order: server',
      'PostgreSQL',
      'shoppers',
      'answers',
    ];
    const rows = results.map((result) => [
      result.scenario.name,
      (result.placed.length / result.seconds).toFixed(0),
      percentile(result.times, 50).toFixed(0),
      percentile(result.times, 99).toFixed(0),
      result.cpu.server.toFixed(1),
      result.cpu.postgres?.toFixed(1) ?? '–',
      result.cpu.shoppers.toFixed(1),
      [...result.statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
    ]);
    console.log(table(header, rows, [0, 7]));
    console.log();
    console.log(`load average after: ${loadAverage()}`);

    for (const result of results) {
      const expected = new Set(
        result.scenario.sellsOut
          ? ['201', '409 OUT_OF_STOCK', 'cart emptied, out of stock']
          : ['201'],
      );
      for (const [status, n] of result.statuses) {
        if (!expected.has(status)) problems.push(`${result.scenario.name}: ${n}× ${status}`);
      }
      if (result.scenario.sellsOut) continue;
      const rate = result.placed.length / result.seconds;
      const p99 = percentile(result.times, 99);
      if (rate < ORDERS_PER_SECOND || p99 >= P99_MS) {
        problems.push(
          `${result.scenario.name}: ${rate.toFixed(0)} orders/s, p99 ${p99.toFixed(0)} ms (goal ≥ ${ORDERS_PER_SECOND}/s, p99 < ${P99_MS} ms)`,
        );
      }
    }
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length === 0) {
      console.log(
        `✓ stock, ledger, sales and mails add up; ≥ ${ORDERS_PER_SECOND} orders/s, p99 < ${P99_MS} ms`,
      );
    }
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    process.off('SIGINT', interrupted);
    await server?.stop();
    await own.drop();
  }
}

await main();
