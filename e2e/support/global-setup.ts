import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded-database';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = join(root, 'apps/server/dist/server.js');
/**
 * Tried when TEST_DATABASE_URL is not set: a PostgreSQL on this machine with its default
 * superuser. When none answers, the browser tests run on the embedded database.
 */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop server did not become healthy within ${timeoutMs} ms`);
}

interface TestDatabase {
  url: string;
  /** Which database the tests run on and why, printed at the start of the run. */
  choice: string;
  drop(): Promise<void>;
}

/** The URL without its password, fit to print. */
function printable(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.href;
}

function reason(error: unknown): string {
  const { message, code } = error as NodeJS.ErrnoException;
  return message || code || String(error);
}

/** A new database on the PostgreSQL server `admin` is connected to, dropped after the run. */
async function createPostgresDatabase(
  admin: pg.Client,
  serverUrl: string,
  choice: string,
): Promise<TestDatabase> {
  const name = `terracraft_e2e_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.href,
    choice,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function openEmbeddedDatabase(why: string): Promise<TestDatabase> {
  const embedded = await startEmbeddedDatabase();
  return {
    url: embedded.url,
    choice: `Browser tests on the embedded database (PGlite): ${why}`,
    drop: () => embedded.close(),
  };
}

/**
 * The embedded engine when E2E_DATABASE=embedded (as on a machine without PostgreSQL, where CI,
 * which always has one, runs a share of the tests too); else PostgreSQL when TEST_DATABASE_URL
 * names one (it must answer) or when one answers locally; otherwise the shop's embedded engine, so
 * that a machine with only Node and Chromium runs the browser tests too (decision 16).
 */
async function openTestDatabase(): Promise<TestDatabase> {
  const forced = process.env.E2E_DATABASE;
  if (forced === 'embedded') return openEmbeddedDatabase('E2E_DATABASE=embedded');
  if (forced !== undefined && forced !== '') {
    throw new Error(
      `E2E_DATABASE is "${forced}": set it to "embedded" to run the browser tests on the ` +
        'embedded database, or unset it to let them choose (see docs/testing.md).',
    );
  }

  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    const admin = new pg.Client({ connectionString: configured });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `TEST_DATABASE_URL is set, and no PostgreSQL answers at ${printable(configured)} ` +
          `(${reason(error)}). Start it, point TEST_DATABASE_URL at another, or unset it to run ` +
          'the browser tests on the embedded database.',
      );
    }
    return createPostgresDatabase(
      admin,
      configured,
      `Browser tests on PostgreSQL at ${printable(configured)}: TEST_DATABASE_URL is set`,
    );
  }

  const admin = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return openEmbeddedDatabase(
      `no PostgreSQL answers at ${LOCAL_POSTGRES} (${reason(error)}) and TEST_DATABASE_URL ` +
        'is not set',
    );
  }
  return createPostgresDatabase(
    admin,
    LOCAL_POSTGRES,
    `Browser tests on PostgreSQL at ${LOCAL_POSTGRES}: TEST_DATABASE_URL is not set and it answers`,
  );
}

/**
 * Starts the built server against a new database (so tests can check what was stored) and a
 * temporary data folder. Tests find them through E2E_BASE_URL, E2E_DATABASE_URL and E2E_DATA_DIR
 * (mail lands in its outbox folder), and what the server printed in the file at E2E_SERVER_LOG.
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error('The shop is not built: run `npm run build` before the browser tests.');
  }
  const database = await openTestDatabase();
  console.log(database.choice);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-e2e-'));
  const logDir = join(root, 'e2e/test-results');
  mkdirSync(logDir, { recursive: true });
  const logPath = join(logDir, 'server.log');
  const log = createWriteStream(logPath);
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A production build pays through the sandbox only when told to.
      PAYMENTS_SANDBOX: 'true',
      // Many tests share one client address; the limits themselves are tested in the API suite.
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await database.drop();
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    // An embedded database left listening would keep the run from ending.
    await stop();
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = database.url;
  // Tests read mail from the outbox here.
  process.env.E2E_DATA_DIR = dataDir;
  // And what the server printed (the first-owner setup link, say) here.
  process.env.E2E_SERVER_LOG = logPath;

  return stop;
}
