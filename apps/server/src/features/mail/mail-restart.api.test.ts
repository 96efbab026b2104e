import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseOptions } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import type { MailMessage } from '../../integrations/mail/mailer';
import { testConfig } from '../../test/test-app';
import { ADDRESS } from '../../test/shop-data';

const CHILD = join(import.meta.dirname, '../../test/mail-restart-child.ts');

/** A database both processes can open: a PostgreSQL database, or a PGlite folder on disk. */
async function sharedDatabase(): Promise<{ options: DatabaseOptions; drop(): Promise<void> }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    return {
      options: { engine: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'terracraft-restart-')) },
      drop: async () => {},
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `terracraft_restart_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { engine: 'postgres', url: url.href, poolSize: 5 },
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Runs the child server until its mailer is called, then kills it with SIGKILL. */
function runAndKillAtSend(options: DatabaseOptions, dataDir: string) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, JSON.stringify({ database: options, dataDir })],
      {
        // The server's folder, as `npm run dev` runs it: tsx reads its tsconfig (JSX) there.
        cwd: join(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LOG_LEVEL: 'silent' },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/PLACED[\s\S]*SENDING|SENDING[\s\S]*PLACED/.test(out)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    if (process.env.MAIL_RESTART_TRACE) child.stdout.pipe(process.stderr);
    if (process.env.MAIL_RESTART_TRACE) child.stderr.pipe(process.stderr);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(out) : reject(new Error(`child exited ${code}: ${out}${err}`)),
    );
  });
}

describe('a restart between the commit and the send', () => {
  it('loses no mail: the next server on the database sends it, once', async () => {
    const shared = await sharedDatabase();
    try {
      const setup = await openDatabase(shared.options);
      await setup.migrate();
      await seedDatabase(setup.db);
      if (shared.options.engine === 'pglite') await setup.close();

      const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-restart-data-'));
      const out = await runAndKillAtSend(shared.options, dataDir);
      const number = /PLACED 201 (TC\d+)/.exec(out)?.[1];
      expect(number, out).toBeDefined();
      expect(out).toContain(`SENDING Your TerraCraft order #${number} has been received`);

      // A new server on the same database, after the dead one's claim lapsed.
      const database =
        shared.options.engine === 'pglite' ? await openDatabase(shared.options) : setup;
      const sent: MailMessage[] = [];
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir }),
        database,
        logger: false,
        mailer: { send: async (message) => void sent.push(message) },
      });
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await app.mailWorker.drain();
      await app.close();
      const confirmations = sent.filter((m) => m.subject.includes(`#${number} has been received`));
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]!.to).toBe(ADDRESS.email);
      expect(sent.filter((m) => m.subject.startsWith(`New order #${number}`))).toHaveLength(1);
      const rows = await database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.kind, 'order-confirmed'));
      expect(rows.map((row) => [row.to, row.status])).toEqual([[ADDRESS.email, 'sent']]);
      await database.close();
    } finally {
      await shared.drop();
    }
  }, 120_000);
});
