import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The server's API suite runs on in-memory PGlite, and again on PostgreSQL
 * when TEST_DATABASE_URL is set (as in CI), each test file on a fresh database.
 */
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'server:postgres',
          root: 'apps/server',
          include: ['src/**/*.api.test.ts', 'src/**/*.pg.test.ts'],
          env: { TEST_DB_ENGINE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to its own process, which does
    // little here: on two cores that ran every file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // `npm start`'s check that the last build is of the current sources.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      // The capability table of docs/architecture.md against the folders it names.
      { test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
      // The import boundaries of eslint.config.js, each tried with a forbidden import.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'product-art',
          root: 'packages/product-art',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.pg.test.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
      'apps/web',
    ],
  },
});
