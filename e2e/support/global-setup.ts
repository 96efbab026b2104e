import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = join(root, 'apps/server/dist/server.js');
/** Used when TEST_DATABASE_URL is not set: a PostgreSQL on this machine with its default superuser. */
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

/**
 * Starts the built server against a new PostgreSQL database (so tests can check what was stored)
 * and a temporary data folder. Tests find them through E2E_BASE_URL, E2E_DATABASE_URL and
 * E2E_DATA_DIR (mail lands in its outbox folder).
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error('The shop is not built: run `npm run build` before the browser tests.');
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const name = `terracraft_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The browser tests need PostgreSQL, and none answers at ${serverUrl} (${(error as Error).message}). ` +
        'Start one, or point TEST_DATABASE_URL at one, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-e2e-'));
  const logDir = join(root, 'e2e/test-results');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, 'server.log'));
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl.href,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many tests share one client address; the limits themselves are tested in the API suite.
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await waitForHealth(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl.href;
  // Tests read mail from the outbox here.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
