import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import type { StaffRole } from '@terracraft/shared/auth';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { ownerSetupLink } from '../features/staff';
import type { PaymentGateway } from '../integrations/razorpay';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB_ENGINE=postgres.
 */
export async function createTestDatabase({
  poolSize = 20,
}: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const database = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `terracraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.href, poolSize });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'terracraft-test-')),
      AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      WEB_DIST_DIR: join(tmpdir(), 'terracraft-no-web-build'),
      // Tests pay through the built-in sandbox, whatever PUBLIC_URL they give, unless they give
      // Razorpay keys.
      ...(env.RAZORPAY_KEY_ID ? {} : { PAYMENTS_SANDBOX: 'true' }),
      ...env,
    }),
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestApp {
  /** Its `inject` sends the shop's own Origin, as the shop's pages do (see asShopPage). */
  app: App;
  /** The app's own `inject`, sending only the headers given: a client that is not a browser. */
  injectAsIs: App['inject'];
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The whole application on a fresh seeded database, driven with `app.inject`. */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    seed?: boolean;
    /** PostgreSQL only: connections in the pool, for tests that run that many requests at once. */
    poolSize?: number;
    paymentGateway?: PaymentGateway;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase({ poolSize: options.poolSize });
  if (options.seed ?? true) await seedDatabase(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    paymentGateway: options.paymentGateway,
  });
  await app.ready();
  const injectAsIs = app.inject.bind(app) as App['inject'];
  return {
    app: asShopPage(app, config.publicUrl),
    injectAsIs,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Makes `app.inject` send `Origin: <the shop>` unless a test sets Origin or Sec-Fetch-Site itself:
 * requests then arrive as from the shop's own pages, which the cross-site write check lets through.
 */
export function asShopPage<T extends App>(app: T, origin: string): T {
  const inject = app.inject.bind(app);
  const withOrigin = (options?: unknown, callback?: unknown) => {
    if (options && typeof options === 'object' && !Array.isArray(options)) {
      const given = (options as { headers?: Record<string, unknown> }).headers ?? {};
      const names = Object.keys(given).map((name) => name.toLowerCase());
      if (!names.includes('origin') && !names.includes('sec-fetch-site')) {
        options = { ...options, headers: { ...given, origin } };
      }
    }
    const args = [options, callback];
    while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
    return (inject as (...args: unknown[]) => unknown)(...args);
  };
  app.inject = withOrigin as App['inject'];
  return app;
}

/** Registers a shopper and signs them in; returns the Cookie header to send as them. */
export async function signUpShopper(
  t: TestApp,
  shopper: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; email: string; password: string; name: string }> {
  const name = shopper.name ?? 'Test Shopper';
  const email = shopper.email ?? `shopper-${randomBytes(4).toString('hex')}@example.in`;
  const password = shopper.password ?? 'correct horse battery';
  const origin = t.config.publicUrl;
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { name, email, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { cookie: cookieHeader(signIn.headers['set-cookie']), email, password, name };
}

/**
 * A signed-in staff member or owner. The role is written straight into the account, as the
 * setup link and invitations (tested on their own) would.
 */
export async function signUpStaff(
  t: TestApp,
  role: StaffRole = 'staff',
  account: { name?: string; email?: string } = {},
): Promise<{ id: string; cookie: string; email: string; password: string; name: string }> {
  const member = await signUpShopper(t, {
    name: account.name ?? (role === 'owner' ? 'Test Owner' : 'Test Staff'),
    email: account.email ?? `${role}-${randomBytes(4).toString('hex')}@example.in`,
  });
  const [row] = await t.database.db
    .update(users)
    .set({ role, roleSince: new Date() })
    .where(eq(users.email, member.email))
    .returning({ id: users.id });
  return { ...member, id: row!.id };
}

/**
 * A registered seller for tests that ship orders: a Jharkhand company, as the placeholder is, so
 * that the tax splits the tests expect stay the same, with a GSTIN and address of its own.
 */
export const REGISTERED_SELLER = {
  legalName: 'TerraCraft Handicrafts Private Limited',
  gstin: '20AAJCT5730R1ZY',
  address: {
    line1: '14 Kanke Road, Gandhi Nagar',
    line2: '',
    city: 'Ranchi',
    state: 'Jharkhand',
    pin: '834008',
  },
};

/**
 * Saves the shop's seller details as its owner does in Settings → Seller (a new owner when no
 * cookie is given): no tax invoice, so no shipment, is made under the placeholder seller.
 */
export async function saveSellerDetails(
  t: TestApp,
  ownerCookie?: string,
  seller: typeof REGISTERED_SELLER = REGISTERED_SELLER,
): Promise<void> {
  const cookie = ownerCookie ?? (await signUpStaff(t, 'owner')).cookie;
  const read = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings',
    headers: { cookie },
  });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie },
    payload: { key: 'seller', value: seller, updatedAt: read.json().seller.updatedAt },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the seller failed: ${saved.body}`);
}

/**
 * Says that a test changed what the catalogue shows straight in the database, behind the app's
 * back: the app hears it as it hears a seed or an import, and its next read is fresh.
 */
export function catalogueChangedOutside(t: Pick<TestApp, 'app'>): void {
  t.app.catalogueCache.changed();
}

/**
 * Says that a test changed sessions or accounts straight in the database, behind the app's back:
 * the sessions it keeps in memory (for a few seconds) are dropped, and its next read is fresh.
 */
export function sessionsChangedOutside(t: Pick<TestApp, 'app'>): void {
  t.app.sessionCache.drop();
}

/** The first-owner setup link the server prints at start (null once the shop has an owner). */
export function setupLink(t: TestApp): Promise<string | null> {
  return ownerSetupLink(t.database.db, t.config.publicUrl);
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * The mails the file mailer wrote (DATA_DIR/outbox), oldest first, once the worker has sent every
 * mail due: each parsed from its MIME file, with its attachments and its headers and plain text
 * as one readable string (`From:`, `To:`, `Reply-To:`, `Subject:` lines, a blank line, the text).
 */
export async function sentMails(t: TestApp): Promise<SentMail[]> {
  await t.app.mailWorker.drain();
  const dir = join(t.config.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(await readFile(join(dir, name)));
      const address = (value: typeof mail.to) =>
        (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
      const headers = [
        `From: ${address(mail.from)}`,
        `To: ${address(mail.to)}`,
        ...(mail.replyTo ? [`Reply-To: ${address(mail.replyTo)}`] : []),
        `Subject: ${mail.subject ?? ''}`,
      ];
      return {
        readable: `${headers.join('\r\n')}\r\n\r\n${mail.text ?? ''}`,
        to: address(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        attachments: mail.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content,
        })),
      };
    }),
  );
}

interface SentMail {
  readable: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** The sent mails as readable texts (headers, a blank line, the plain text), oldest first. */
export async function outbox(t: TestApp): Promise<string[]> {
  return (await sentMails(t)).map((mail) => mail.readable);
}

/**
 * Runs `act` on a second server of the same shop whose mail server refuses every mail ("SMTP is
 * down"), then lets its worker try each mail once. The test app's own worker is paused meanwhile:
 * it shares the outbox, and with a working mailer it would claim and send those mails itself.
 */
export async function whileMailServerIsDown<T>(
  t: TestApp,
  act: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  await t.app.mailWorker.stop();
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailer: { send: () => Promise.reject(new Error('SMTP is down')) },
  });
  try {
    const result = await act(app);
    await app.mailWorker.drain();
    return result;
  } finally {
    await app.close();
    t.app.mailWorker.start();
  }
}
