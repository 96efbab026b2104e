/**
 * Search at scale: loads N products (a million by default) into a database of its own on
 * PostgreSQL, serves them with the shop's app and asks it searches that no cache can answer —
 * every query is different: catalogue words, misspelt words, and several words at once. Prints
 * p50/p95/p99 per kind of search; exits non-zero when the p95 of any kind reaches the target
 * or a search fails.
 *
 *   npm run bench:search [-- --products 1000000 --concurrency 4 --keep]
 *
 * The PostgreSQL server is BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default.
 * `--keep` leaves the loaded database in place and prints its URL; `--database URL` measures
 * such a database again without loading it.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { KINDS, loadBenchCatalogue, MATERIALS, STYLES } from './bench-catalogue';
import {
  createPostgresDatabase,
  loadAverage,
  machine,
  percentile,
  positiveWholeNumbers,
  postgresServer,
  startServer,
  step,
  table,
  withPgClient,
} from './bench-kit';

/** p95 latency, in milliseconds, every kind of search must stay under. */
const TARGET_P95_MS = 100;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '4' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const productCount = Number(values.products);
const concurrency = Number(values.concurrency);
positiveWholeNumbers({ productCount, concurrency });
const serverUrl = postgresServer();

/** A misspelling of `word`: one letter dropped, or two neighbours swapped. */
function misspelt(word: string, variant: number): string {
  const at = 1 + (variant % (word.length - 2));
  return variant % 2
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Distinct searches of each kind, in a fixed order. */
function searches(): Map<string, string[]> {
  const words = [
    ...new Set(
      [...MATERIALS, ...STYLES, ...Object.values(KINDS).flat()]
        .flatMap((name) => name.toLowerCase().split(' '))
        .filter((word) => word.length >= 4),
    ),
  ];
  const kinds = Object.values(KINDS).flat();
  const twoWords = MATERIALS.flatMap((material) =>
    kinds.map((kind) => `${material} ${kind.split(' ').at(-1)}`.toLowerCase()),
  );
  const threeWords = STYLES.flatMap((style, s) =>
    MATERIALS.map(
      (material, m) =>
        `${style} ${material} ${kinds[(s * MATERIALS.length + m) % kinds.length]!.split(' ')[0]}`,
    ),
  ).map((text) => text.toLowerCase());
  return new Map([
    ['one word', words],
    ['one word, misspelt', [0, 1].flatMap((variant) => words.map((w) => misspelt(w, variant)))],
    ['two words', [...new Set(twoWords)]],
    ['three words', [...new Set(threeWords)]],
    [
      'two words, one misspelt',
      [...new Set(twoWords)].map((text, i) => {
        const [first, second] = text.split(' ') as [string, string];
        return `${first} ${second.length >= 4 ? misspelt(second, i) : second}`;
      }),
    ],
  ]);
}

/** Each query once, `concurrency` at a time; the latency of each, sorted. */
async function ask(
  base: string,
  queries: string[],
): Promise<{ times: number[]; failed: string[]; slowest: string[] }> {
  const timed: { query: string; ms: number }[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < queries.length; i = next++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/search?q=${encodeURIComponent(queries[i]!)}`);
      await response.arrayBuffer();
      timed.push({ query: queries[i]!, ms: performance.now() - started });
      if (!response.ok) failed.push(`${queries[i]}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  timed.sort((a, b) => a.ms - b.ms);
  const slowest = timed.slice(-3).map(({ query, ms }) => `"${query}" ${ms.toFixed(0)} ms`);
  return { times: timed.map(({ ms }) => ms), failed, slowest: slowest.reverse() };
}

async function main() {
  console.log(`Search benchmark: ${machine()}`);
  console.log(`load average before: ${loadAverage()}`);
  const own = values.database
    ? undefined
    : await createPostgresDatabase(serverUrl, `search_${productCount}`);
  const databaseUrl = values.database ?? own!.url;
  let stopServer: (() => Promise<void>) | undefined;
  try {
    if (own) {
      const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
      try {
        await step('migrating', () => database.migrate());
        await step(`loading ${productCount.toLocaleString('en-IN')} products`, () =>
          withPgClient(databaseUrl, (client) =>
            loadBenchCatalogue(client, database.db, productCount, { history: false }),
          ),
        );
      } finally {
        await database.close();
      }
    }
    const products = await withPgClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      return rows[0]!.n;
    });
    const server = await step('starting the API', () =>
      startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }),
    );
    stopServer = server.stop;
    // A few searches first, so connections, plans and the JIT are warm.
    await ask(server.base, ['lamp', 'jute basket', 'terracota']);
    const rows: string[][] = [];
    let slow = 0;
    let failures = 0;
    for (const [kind, queries] of searches()) {
      const { times, failed, slowest } = await step(`${kind}: ${queries.length} searches`, () =>
        ask(server.base, queries),
      );
      const p95 = percentile(times, 95);
      if (p95 >= TARGET_P95_MS) slow++;
      failures += failed.length;
      for (const failure of failed.slice(0, 3)) console.error(`  ✗ ${failure}`);
      console.log(`  slowest: ${slowest.join(', ')}`);
      rows.push([
        kind,
        String(queries.length),
        percentile(times, 50).toFixed(1),
        p95.toFixed(1),
        percentile(times, 99).toFixed(1),
        String(failed.length),
      ]);
    }
    console.log(
      `\n${products.toLocaleString('en-IN')} products on PostgreSQL, ${concurrency} searches at a time, every one different\n`,
    );
    console.log(table(['search', 'queries', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], rows));
    console.log(`\nload average after: ${loadAverage()}`);
    if (slow || failures) {
      console.error(`✗ p95 must stay below ${TARGET_P95_MS} ms and no search may fail`);
      process.exitCode = 1;
    } else {
      console.log(`✓ every kind of search has p95 below ${TARGET_P95_MS} ms`);
    }
  } finally {
    await stopServer?.();
    if (own && values.keep) console.log(`kept: ${own.url}`);
    else await own?.drop();
  }
}

await main();
