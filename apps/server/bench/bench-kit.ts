/**
 * What the benchmarks share: the machine they ran on, servers in child processes, a
 * throwaway PostgreSQL database, autocannon runs with their latencies, and a Markdown table.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/build.mjs';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import type { Database } from '../src/db/client';
import type { BenchClient } from './bench-catalogue';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export const configuredPostgresServer = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The configured server, else the local one. */
export const postgresServer = (): string =>
  configuredPostgresServer() ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * One HTTP request over a kept-alive connection, answered as its status and text. The load of
 * the benchmarks runs on the machine it measures: Node's fetch costs several times the CPU of a
 * plain request, which the server under test would go without.
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method,
        agent: keepAlive,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Refuses an option that is not a positive whole number, naming it. */
export function positiveWholeNumbers(options: Record<string, number>): void {
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive whole number`);
  }
}

/** Cores, CPU model, Node version and the load average: what the figures depend on. */
export function machine(): string {
  const cores = cpus();
  return `${cores.length} cores, ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
}

/** The 1, 5 and 15 minute load averages: other work on the machine shows in every figure. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  process.stdout.write(`${label}… `);
  const result = await work();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

export interface BenchServer {
  base: string;
  origin: string;
  /** The server's process, for reading the CPU time it used. */
  pid: number;
  stop(): Promise<void>;
}

let bundled: Promise<string> | undefined;

/**
 * bench-server.ts bundled as the server is for production (in dist/bench/, once per run): the
 * benchmarks measure the code that runs in production, not the same code under tsx, whose module
 * loader makes every dynamic import cost a message to its worker thread.
 */
function bundledServer(): Promise<string> {
  bundled ??= (async () => {
    const outdir = fileURLToPath(new URL('../dist/bench/', import.meta.url));
    await bundleServer(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), outdir);
    return `${outdir}bench-server.js`;
  })();
  return bundled;
}

/**
 * Starts bench-server.ts, bundled, with `env` (see there) and waits until it listens. Its log
 * lines go to /dev/null: written, as in production, but not shown. `imports` are modules the
 * server imports before anything else; `nodeOptions` further options of its Node (`--cpu-prof`,
 * say).
 */
export async function startServer(
  env: Record<string, string>,
  { imports = [], nodeOptions = [] }: { imports?: string[]; nodeOptions?: string[] } = {},
): Promise<BenchServer> {
  const child: ChildProcess = fork(await bundledServer(), {
    env: { ...process.env, ...env },
    execArgv: [
      '--enable-source-maps',
      ...nodeOptions,
      ...imports.flatMap((module) => ['--import', module]),
    ],
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.connected) child.disconnect();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    child.kill();
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number; origin: string }) =>
      resolve({
        base: `http://127.0.0.1:${message.port}`,
        origin: message.origin,
        pid: child.pid!,
        stop,
      }),
    );
    child.once('exit', (code) =>
      reject(new Error(`a benchmark server stopped (exit code ${code})`)),
    );
  });
}

/** A database of its own on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
export async function createPostgresDatabase(serverUrl: string, label: string) {
  const name = `terracraft_bench_${label}_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { name, url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `work` with a pg client of its own on `url`. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The embedded database's own connection, answering like a pg client for the loader. */
export function pgliteClient(db: Database): BenchClient {
  const pglite = (db as unknown as { $client: PGliteLike }).$client;
  return {
    async query<R>(text: string, params?: unknown[]) {
      const result = await pglite.query<R>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? null };
    },
  };
}

interface PGliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
}

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Errors, timeouts and answers other than 2xx. */
  failed: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What every browser, CDN and proxy says it accepts; answers are sized as they would get them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function run(
  url: string,
  connections: number,
  seconds: number,
): Promise<{ times: number[]; result: Result }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: BROWSER_HEADERS },
      (error, result) => (error ? reject(error) : resolve({ times, result })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** `connections` clients asking for `url` for `seconds`, after a warm-up of a second or two. */
export async function measure(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Measured> {
  const check = await fetch(url, { headers: BROWSER_HEADERS });
  if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
  // The JIT, the plan cache and the buffer cache settle first.
  await run(url, connections, Math.min(2, seconds));
  const { times, result } = await run(url, connections, seconds);
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** A Markdown table: the columns at `textColumns` left-aligned, the rest (figures) right-aligned. */
export function table(header: string[], rows: string[][], textColumns: number[] = [0]): string {
  const isText = (i: number) => textColumns.includes(i);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => (isText(i) ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (isText(i) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
