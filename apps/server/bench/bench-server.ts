/**
 * A server for the benchmarks, in a process of its own so the load generator does not share its
 * event loop. Listens on a free port and tells the parent which.
 *
 * - BENCH_SERVER=hello: a bare Fastify answering `{"hello":"world"}`, the ceiling the shop's
 *   figures are compared with.
 * - otherwise the shop's own app on DATABASE_URL (PostgreSQL) or, without it, the embedded
 *   database in BENCH_EMBEDDED_DIR; migrated and loaded already. It logs as in production (one
 *   JSON line per request at info), to wherever the parent sends standard output.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

let app: FastifyInstance;
let database: DatabaseHandle | undefined;
let origin = '';

if (process.env.BENCH_SERVER === 'hello') {
  app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
} else {
  const url = process.env.DATABASE_URL;
  const embeddedDir = process.env.BENCH_EMBEDDED_DIR;
  if (!url && !embeddedDir) throw new Error('DATABASE_URL or BENCH_EMBEDDED_DIR is required');
  const config = loadConfig({
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...(url ? { DATABASE_URL: url } : {}),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'terracraft-bench-')),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    WEB_DIST_DIR: join(tmpdir(), 'terracraft-bench-no-web-build'),
    // Settings of the shop's own config a benchmark may choose (JSON, e.g. its rate limits).
    ...(JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Record<string, string>),
  });
  // The catalogue is loaded and migrated already: no seeds, which would add the real products.
  database = url
    ? await openDatabase({ engine: 'postgres', url })
    : await openDatabase({ engine: 'pglite', dataDir: embeddedDir! });
  app = await buildApp({ config, database });
  origin = config.publicUrl;
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  // The origin the server trusts for writes such as signing in.
  origin,
});

// Exits once closed, or after two seconds whatever is left (a mail worker's batch, say), so that a
// profiler's output is written before the parent gives up waiting.
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void app
    .close()
    .then(() => database?.close())
    .finally(() => process.exit(0));
});
