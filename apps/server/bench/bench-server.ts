/**
 * The shop's API for the benchmark, in a process of its own so the load generator does not share
 * its event loop. Serves the database of DATABASE_URL on a free port and tells the parent which.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'terracraft-bench-')),
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  WEB_DIST_DIR: join(tmpdir(), 'terracraft-bench-no-web-build'),
});
// The catalogue is loaded and migrated already: no seeds, which would add the real products.
const database = await openDatabase({ engine: 'postgres', url });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  // The origin the server trusts for writes such as signing in.
  origin: config.publicUrl,
});

process.on('disconnect', () => {
  void app.close().then(() => database.close());
});
