import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The capability table of architecture.md against the tree: every folder or file it names exists
 * in its layer, and every capability folder of a layer is named in it (or, for what is not a
 * capability, in the paragraph after it).
 */

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(import.meta.dirname, 'architecture.md'), 'utf8');
const section = doc.slice(
  doc.indexOf('## Capabilities'),
  doc.indexOf('\n## ', doc.indexOf('## Capabilities') + 1),
);

/** The names in backticks of a piece of Markdown. */
const names = (markdown: string) => [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const tableLines = section.split('\n').filter((line) => line.startsWith('|'));
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
const [header, , ...rows] = tableLines.map(cells);
/** The folder of each layer, from the header: `packages/shared/src/` and so on. */
const layers = header!.slice(1).map((cell) => names(cell)[0]!);
/** What the paragraphs after the table name: the modules and specs that are not capabilities. */
const besides = names(section.slice(section.lastIndexOf('|') + 1));

const foldersIn = (dir: string) =>
  readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());

/** A name of a cell as it is found in its layer: a folder or a file, specs with or without `.spec.ts`. */
const existsIn = (layer: string, name: string) =>
  existsSync(join(root, layer, name)) ||
  (layer.startsWith('e2e/') && existsSync(join(root, layer, `${name}.spec.ts`)));

describe('the capability table of docs/architecture.md', () => {
  it('has a row per capability and a column per layer', () => {
    expect(layers).toEqual([
      'packages/shared/src/',
      'apps/server/src/features/',
      'apps/web/src/features/',
      'apps/web/src/admin/',
      'e2e/tests/',
    ]);
    expect(rows.length).toBeGreaterThan(20);
  });

  it('names only folders and files that exist, each in its own layer', () => {
    const missing = rows.flatMap((row) =>
      layers.flatMap((layer, column) =>
        names(row[column + 1]!)
          // A cell may write a shared suffix apart: `catalogue-home`, … `.spec.ts`.
          .filter((name) => !name.startsWith('.'))
          .filter((name) => !existsIn(layer, name))
          .map((name) => `${row[0]}: ${layer}${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('names every capability folder of every layer, and every browser spec', () => {
    const named = (column: number) =>
      new Set([...rows.flatMap((row) => names(row[column + 1]!)), ...besides]);
    const unnamed = (column: number, entries: string[]) =>
      entries
        .filter((entry) => !named(column).has(entry))
        .map((entry) => `${layers[column]}${entry}`);
    const specs = readdirSync(join(root, 'e2e/tests')).filter((file) => file.endsWith('.spec.ts'));
    expect([
      ...unnamed(0, foldersIn('packages/shared/src')),
      ...unnamed(1, foldersIn('apps/server/src/features')),
      ...unnamed(2, foldersIn('apps/web/src/features')),
      // The console's own kit (its layout and shared components) is not a capability.
      ...unnamed(
        3,
        foldersIn('apps/web/src/admin').filter((dir) => !['components', 'layout'].includes(dir)),
      ),
      ...unnamed(
        4,
        specs.filter((spec) => !named(4).has(spec.replace(/\.spec\.ts$/, ''))),
      ),
    ]).toEqual([]);
  });
});
