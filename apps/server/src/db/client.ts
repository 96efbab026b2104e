import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { withAfterCommit } from './after-commit';
import { lockEmbeddedDatabase } from './embedded-lock';
import { prepareStatementsOf } from './prepared-statements';
import * as schema from './schema';

/** Both engines speak PostgreSQL; the rest of the code sees one database type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** PostgreSQL: the server's URL, for connections of their own (the change feed's LISTEN). */
  url?: string;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` is a folder, or `memory://` for a throwaway database. */
  | { engine: 'pglite'; dataDir: string };

/** Migrations of several servers starting at once against one PostgreSQL must not interleave. */
const MIGRATION_LOCK_ID = 7_241_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    pool.on('connect', prepareStatementsOf);
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: withAfterCommit(db as unknown as Database),
      engine: 'postgres',
      url: options.url,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePostgres(drizzlePostgres({ client, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      ping: () => ping(db as unknown as Database),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  const location = inMemory ? options.dataDir : ensureDir(resolve(options.dataDir));
  // One process at a time: a second writer on the same files loses writes or crashes.
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(location);
  let client: PGlite;
  try {
    client = await PGlite.create(location, { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: withAfterCommit(db as unknown as Database),
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db as unknown as Database),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
