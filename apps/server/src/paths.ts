import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root, found by walking up to its package.json. The same code runs from
 * `src/` (tsx, tests) and from the bundled `dist/server.js`, at different depths.
 */
function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(resolve(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = resolve(SERVER_ROOT, '../web/dist');
