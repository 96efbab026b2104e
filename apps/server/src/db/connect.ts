import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { seedDatabase } from './seed';

/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') });
}

/** Opens the configured database, applies pending migrations and runs seeds not yet applied. */
export async function connectDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
