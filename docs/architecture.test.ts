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

/**
 * Every browser spec under e2e/tests/, as its path from there without `.spec.ts`
 * (`shop/cart/drawer`).
 */
const specsUnder = (dir: string): string[] =>
  readdirSync(join(root, 'e2e/tests', dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return specsUnder(path);
    return entry.name.endsWith('.spec.ts') ? [path.replace(/\.spec\.ts$/, '')] : [];
  });

/**
 * Whether `spec` is among `named`: by its path, with or without `.spec.ts`, or by the folder of a
 * capability whose specs are one per aspect (`shop/cart/`).
 */
const specNamed = (named: Set<string>, spec: string) => {
  const folders = spec
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));
  return [spec, `${spec}.spec.ts`, ...folders.flatMap((folder) => [folder, `${folder}/`])].some(
    (name) => named.has(name),
  );
};

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
          .filter((name) => !existsIn(layer, name))
          .map((name) => `${row[0]}: ${layer}${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('names every capability folder of every layer', () => {
    const named = (column: number) =>
      new Set([...rows.flatMap((row) => names(row[column + 1]!)), ...besides]);
    const unnamed = (column: number, entries: string[]) =>
      entries
        .filter((entry) => !named(column).has(entry))
        .map((entry) => `${layers[column]}${entry}`);
    expect([
      ...unnamed(0, foldersIn('packages/shared/src')),
      ...unnamed(1, foldersIn('apps/server/src/features')),
      ...unnamed(2, foldersIn('apps/web/src/features')),
      // The console's own kit (its layout and shared components) is not a capability.
      ...unnamed(
        3,
        foldersIn('apps/web/src/admin').filter((dir) => !['components', 'layout'].includes(dir)),
      ),
    ]).toEqual([]);
  });

  it('names every browser spec: a capability’s in the table, the whole site’s after it', () => {
    const inTable = new Set(rows.flatMap((row) => names(row[layers.length]!)));
    const site = /^(site|console\/site)\//;
    const capability = /^(shop|console)\//;
    const specs = specsUnder('');
    expect(specs.length).toBeGreaterThan(20);
    expect(
      specs.filter((spec) =>
        site.test(spec)
          ? !specNamed(new Set(besides), spec)
          : !capability.test(spec) || !specNamed(inTable, spec),
      ),
    ).toEqual([]);
  });
});
