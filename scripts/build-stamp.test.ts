import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, sourcesHash, writeStamp } from './build-stamp.mjs';

let root: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  put('package.json', '{}');
  put('package-lock.json', '{}');
  put('apps/web/src/main.tsx', 'render()');
  put('apps/server/src/server.ts', 'listen()');
  put('apps/web/dist/index.html', '<html>');
  put('apps/server/dist/server.js', 'listen()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('says the build is current after a build of the same sources', () => {
    writeStamp(root, sourcesHash(root));
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(true);
  });

  it('wants a build before the first one, after an edit, an added file or a new lockfile', () => {
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(false);
    writeStamp(root, sourcesHash(root));
    put('apps/web/src/main.tsx', 'render(<App />)');
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(false);

    writeStamp(root, sourcesHash(root));
    put('packages/shared/src/money.ts', 'export {}');
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(false);

    writeStamp(root, sourcesHash(root));
    put('package-lock.json', '{"lockfileVersion":3}');
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(false);
  });

  it('wants a build when the built files are gone, whatever the stamp says', () => {
    writeStamp(root, sourcesHash(root));
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(false);
  });

  it('ignores what builds and tests write and test files', () => {
    const before = sourcesHash(root);
    put('apps/web/dist/assets/app.js', 'bundle');
    put('apps/web/public/media/products/lamp.webp', 'picture');
    put('apps/server/node_modules/x/index.js', 'module');
    put('apps/server/src/server.test.ts', 'test()');
    put('data/pglite/base', 'rows');
    expect(sourcesHash(root)).toBe(before);
  });
});
