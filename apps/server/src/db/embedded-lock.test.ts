import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { DatabaseLockedError } from './embedded-lock';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a TypeScript file of the server in a process of its own. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const { INIT_CWD: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finished(child: ReturnType<typeof run>) {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const open: DatabaseHandle[] = [];
const children: ReturnType<typeof run>[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const database of open.splice(0)) await database.close();
});

describe('the embedded database lock', () => {
  it('turns away a second process (the migrate command beside a server), naming the holder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-lock-'));
    const database = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
    open.push(database);

    const second = run('src/cli/db-migrate.ts', [], { DATA_DIR: dataDir, DATABASE_URL: '' });
    children.push(second);
    const { code, output } = await finished(second);
    expect(code).toBe(1);
    expect(output).toContain(
      `The embedded database in ${join(dataDir, 'pglite')} is in use by process ${process.pid} on ${hostname()} (since 20`,
    );
    // The holder carries on undisturbed, and a second open in its own process is refused too.
    await database.migrate();
    await expect(
      openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') }),
    ).rejects.toThrow(DatabaseLockedError);

    await database.close();
    open.pop();
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over the lock of a process that died holding it', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'terracraft-lock-')), 'pglite');
    const holder = run('src/test/hold-embedded-database.ts', [folder]);
    children.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('holding')) resolve();
      });
      holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });

    const refused = await openDatabase({ engine: 'pglite', dataDir: folder }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as DatabaseLockedError).holder.pid).toBe(holder.pid);

    const gone = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    expect(existsSync(`${folder}.lock`)).toBe(true);

    const database = await openDatabase({ engine: 'pglite', dataDir: folder });
    open.push(database);
    expect(await database.ping()).toBe(true);
  });
});
