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
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import {
  createPostgresDatabase,
  loadAverage,
  positiveWholeNumbers,
  postgresServer,
  withPgClient,
  type BenchServer,
} from './bench-kit';
import { audit, replay } from './place-orders-books';
import { run, signUpBuyers, type Measured } from './place-orders-load';
import { goalProblems, ORDERS_PER_SECOND, P99_MS, printResults } from './place-orders-report';
import { prepareDatabase, scenarios, startShop } from './place-orders-shop';

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
    await prepareDatabase(databaseUrl, plan);

    server = await startShop(databaseUrl, values['cpu-prof']);
    const buyers = await signUpBuyers(server.base, server.origin, buyerCount);

    // A short warm-up on the hot product (its orders count in its books): the JIT, the plan
    // cache and the pool settle.
    await run(server, buyers, plan[0]!, Math.min(2, duration));

    const results: Measured[] = [];
    for (const scenario of plan) {
      process.stdout.write(`measuring ${scenario.name}… `);
      const measured = await run(server, buyers, scenario, duration);
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
    printResults(results);
    console.log();
    console.log(`load average after: ${loadAverage()}`);

    problems.push(...goalProblems(results));
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
