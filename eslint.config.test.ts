import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, each tried with a deliberate import across it from a
 * file in the tree. The imported modules are looked up, not named, so that the proof survives
 * files moving about within their folders.
 */

const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });

/** A module of the tree under `dir` (tests aside), as the path the linted file would import. */
function moduleUnder(dir: string, from: string): string {
  const file = firstModule(dir);
  if (!file) throw new Error(`No module under ${dir}`);
  const path = relative(dirname(from), file).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

function firstModule(dir: string): string | undefined {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const file = entries.find(
    (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
  );
  if (file) return join(dir, file.name);
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const found = firstModule(join(dir, entry.name));
    if (found) return found;
  }
  return undefined;
}

const webFeatures = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [feature, otherFeature] = webFeatures;

/** The rules and messages a file at `filePath` holding `code` breaks. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** A file importing the module under `dir`, as `from` would. */
const importing = (from: string, dir: string) =>
  lint(from, `import '${moduleUnder(dir, from)}';\n`);

const refusedBy = (ruleId: string, message: string | RegExp) =>
  expect.arrayContaining([{ ruleId, message: expect.stringMatching(message) }]);

describe('import boundaries', () => {
  it('keeps components, lib and config free of features and of app/', async () => {
    expect(
      await importing('apps/web/src/components/boundary.tsx', `apps/web/src/features/${feature}`),
    ).toEqual(refusedBy('import-x/no-restricted-paths', /serve every feature/));
    expect(await importing('apps/web/src/lib/boundary.ts', 'apps/web/src/app')).toEqual(
      refusedBy('import-x/no-restricted-paths', /never import app\//),
    );
    expect(
      await importing('apps/web/src/config/boundary.ts', `apps/web/src/features/${feature}`),
    ).toEqual(refusedBy('import-x/no-restricted-paths', /serve every feature/));
  });

  it('keeps features out of app/ and out of each other', async () => {
    const inFeature = `apps/web/src/features/${feature}/boundary.ts`;
    expect(await importing(inFeature, 'apps/web/src/app')).toEqual(
      refusedBy('import-x/no-restricted-paths', /Features never import app\//),
    );
    expect(await importing(inFeature, `apps/web/src/features/${otherFeature}`)).toEqual(
      refusedBy('import-x/no-restricted-paths', /Features do not import each other/),
    );
  });

  it('keeps the console to itself: only the router loads it, and it composes what app/ does', async () => {
    for (const from of [
      `apps/web/src/features/${feature}/boundary.ts`,
      'apps/web/src/components/boundary.tsx',
      'apps/web/src/lib/boundary.ts',
      'apps/web/src/app/routes/boundary.tsx',
      'apps/web/src/app/layout/boundary.tsx',
      'apps/web/src/app/boundary.tsx',
      'apps/web/src/boundary.tsx',
    ]) {
      expect(await importing(from, 'apps/web/src/admin'), from).toEqual(
        refusedBy('import-x/no-restricted-paths', /Only app\/router\.tsx loads the console/),
      );
    }
    expect(await importing('apps/web/src/app/router.tsx', 'apps/web/src/admin')).toEqual([]);

    const inConsole = 'apps/web/src/admin/boundary/boundary.tsx';
    expect(await importing(inConsole, 'apps/web/src/app')).toEqual(
      refusedBy('import-x/no-restricted-paths', /never imports the shop's app\//),
    );
    for (const dir of [
      `apps/web/src/features/${feature}`,
      'apps/web/src/components',
      'apps/web/src/lib',
      'apps/web/src/config',
    ]) {
      expect(await importing(inConsole, dir), dir).toEqual([]);
    }
  });

  it('keeps the web app away from server code', async () => {
    const inWeb = `apps/web/src/features/${feature}/boundary.ts`;
    expect(await importing(inWeb, 'apps/server/src')).toEqual(
      refusedBy('no-restricted-imports', /never imports server code/),
    );
    expect(await lint(inWeb, "import Fastify from 'fastify';\nexport { Fastify };\n")).toEqual(
      refusedBy('no-restricted-imports', /never imports server code/),
    );
  });

  it('lets the web read the endpoint schemas as types only', async () => {
    const inWeb = 'apps/web/src/lib/boundary.ts';
    expect(
      await lint(
        inWeb,
        "import type { EndpointSchemas } from '@terracraft/shared/api/schemas';\nexport type { EndpointSchemas };\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        inWeb,
        "import { endpointSchemas } from '@terracraft/shared/api/schemas';\nexport { endpointSchemas };\n",
      ),
    ).toEqual(refusedBy('@typescript-eslint/no-restricted-imports', /types only/));
  });

  it('lets shared depend on zod only', async () => {
    const inShared = 'packages/shared/src/boundary/index.ts';
    expect(
      await lint(inShared, "import { z } from 'zod';\nexport const id = z.string();\n"),
    ).toEqual([]);
    expect(await lint(inShared, "import Fastify from 'fastify';\nexport { Fastify };\n")).toEqual(
      refusedBy('no-restricted-imports', /zod only/),
    );
  });

  it('keeps routes, today’s and the back office’s, off repositories and the database', async () => {
    for (const routes of [
      'apps/server/src/features/orders/orders.routes.ts',
      'apps/server/src/features/orders/orders.admin.routes.ts',
    ]) {
      expect(await lint(routes, "import './orders.repository';\n")).toEqual(
        refusedBy('import-x/no-restricted-paths', /never repositories/),
      );
      expect(await lint(routes, "import '../inventory/inventory.repository';\n")).toEqual(
        refusedBy('import-x/no-restricted-paths', /never repositories/),
      );
      expect(await importing(routes, 'apps/server/src/db')).toEqual(
        refusedBy('import-x/no-restricted-paths', /never touch the database/),
      );
    }
  });

  it('lets a server feature use another through its index.ts only', async () => {
    const features = readdirSync(join(root, 'apps/server/src/features'));
    const [user, used] = features.filter((name) =>
      readdirSync(join(root, 'apps/server/src/features', name)).includes('index.ts'),
    );
    const internal = readdirSync(join(root, 'apps/server/src/features', used!)).find(
      (file) => file.endsWith('.ts') && file !== 'index.ts' && !file.includes('test'),
    );
    const inFeature = `apps/server/src/features/${user}/boundary.ts`;
    expect(
      await lint(inFeature, `import '../${used}/${internal!.replace(/\.ts$/, '')}';\n`),
    ).toEqual(refusedBy('import-x/no-restricted-paths', /through that feature's index\.ts only/));
    expect(await lint(inFeature, `import '../${used}';\n`)).toEqual([]);
    // The app, its plugins and tests outside the features, the seed and the benchmarks too.
    for (const outside of ['apps/server/src/app.ts', 'apps/server/src/plugins/boundary.ts']) {
      const to = relative(dirname(outside), 'apps/server/src/features');
      const features = to.startsWith('.') ? to : `./${to}`;
      expect(
        await lint(outside, `import '${features}/${used}/${internal!.replace(/\.ts$/, '')}';\n`),
        outside,
      ).toEqual(refusedBy('import-x/no-restricted-paths', /through that feature's index\.ts only/));
    }
  });

  it("keeps a server feature off another feature's repository, even through its index", async () => {
    const inReturns = 'apps/server/src/features/returns/boundary.ts';
    expect(await lint(inReturns, "import { createOrderRepository } from '../orders';\n")).toEqual(
      refusedBy('no-restricted-imports', /never its repository/),
    );
    expect(
      await lint(
        inReturns,
        "import { orderRecords } from '../orders';\nexport { orderRecords };\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import that closes a cycle', async () => {
    // The app imports, through its features, the shared error helpers; they must not import it.
    expect(
      await lint(
        'apps/server/src/lib/errors.ts',
        "import { buildApp } from '../app';\nexport { buildApp };\n",
      ),
    ).toEqual(refusedBy('import-x/no-cycle', /Dependency cycle/));
  });

  it('allows what the layers are for: features use components, routes call services', async () => {
    expect(
      await importing(`apps/web/src/features/${feature}/boundary.ts`, 'apps/web/src/components'),
    ).toEqual([]);
    expect(
      await importing('apps/web/src/app/boundary.ts', `apps/web/src/features/${feature}`),
    ).toEqual([]);
    expect(
      await lint(
        'apps/server/src/features/orders/orders.routes.ts',
        "import './orders.service';\n",
      ),
    ).toEqual([]);
  });
});
