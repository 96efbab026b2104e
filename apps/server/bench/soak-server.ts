/** The soak's server in a child process, and the shop it is given: stock, limits and shoppers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import {
  call,
  cookieOf,
  PUBLIC_URL,
  signUpShopper,
  type Product,
  type Shopper,
} from './soak-requests';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Products the orders draw from (the catalogue's first, by slug), restocked at the start. */
const ORDERED_PRODUCTS = 20;
const RESTOCK = 100_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export async function startServer(
  databaseUrl: string,
): Promise<{ child: ChildProcess; base: string }> {
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

/**
 * The products orders draw from and those shoppers browse, and `shopperCount` shoppers signed in.
 */
export async function prepareShop(client: pg.Client, shopperCount: number) {
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
  return { orderedRows, browsed, shoppers };
}
