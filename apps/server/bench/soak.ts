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
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresDatabase, loadAverage, postgresServer } from './bench-kit';
import { CALIBRATION_CONCURRENCY, CALIBRATION_SECONDS, measureCapacity, soak } from './soak-load';
import { report } from './soak-report';
import { oneRequest, useServer } from './soak-requests';
import { prepareShop, startServer } from './soak-server';
import { stockCheck, stockMark } from './soak-stock';

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

async function main() {
  const own = await createPostgresDatabase(serverUrl, 'soak');
  const databaseUrl = own.url;
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    console.log(`Soak: database ${own.name}; starting the server (migrations, seeds)…`);
    const started = await startServer(databaseUrl);
    server = started.child;
    useServer(started.base);
    await client.connect();

    const { orderedRows, browsed, shoppers } = await prepareShop(client, shopperCount);

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

    const errors = await report(client, { minutes, rate, shopperCount }, result, check);
    process.exitCode = errors === 0 && check.problems.length === 0 ? 0 : 1;
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
