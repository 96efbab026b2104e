// Measures the JavaScript the home page needs before it can render — the entry chunk, the home
// route chunk and everything they import statically — gzipped, and fails above the budget.
// It also fails when any chunk a shopper's page loads, at once or later, holds code of the
// console (src/admin/): the back office is loaded by its own route only.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_ROUTE = 'src/app/routes/home.tsx';
/** The pages a shopper starts from, besides home: none of them may load the console. */
const SHOPPER_ROUTES = [
  HOME_ROUTE,
  'src/app/routes/shop.tsx',
  'src/app/routes/product-detail.tsx',
  'src/app/routes/cart.tsx',
  'src/app/routes/checkout.tsx',
];
const CONSOLE_ENTRY = 'src/admin/index.tsx';
const CONSOLE_SOURCES = 'src/admin/';

const dist = new URL('../dist/', import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, dist), 'utf8'));
const manifest = readJson('.vite/manifest.json');
/** Chunk file → the source modules that put bytes in it (written by vite.config.ts). */
const chunkSources = readJson('.vite/chunk-sources.json');

/** A chunk and what it imports; with `lazily`, also what it (and those) import later. */
function closure(key, { lazily = false } = {}, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  const next = [
    ...(manifest[key]?.imports ?? []),
    ...(lazily ? (manifest[key]?.dynamicImports ?? []) : []),
  ];
  for (const imported of next) closure(imported, { lazily }, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[HOME_ROUTE]) throw new Error('Build the web app first (npm run build).');

let failed = false;

const chunks = closure(HOME_ROUTE, {}, closure(entry));
let total = 0;
const rows = [...chunks].map((key) => {
  const file = manifest[key].file;
  const gzipped = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += gzipped;
  return { chunk: file, 'gzipped KB': (gzipped / 1024).toFixed(1) };
});
console.table(rows);
const totalKb = total / 1024;
console.log(`Home page initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}

// The check below must be able to fail: the console is a chunk of its own, made of src/admin.
const consoleChunk = manifest[CONSOLE_ENTRY];
if (!consoleChunk?.isDynamicEntry) {
  console.error(`${CONSOLE_ENTRY} is not a lazily loaded chunk of its own.`);
  failed = true;
} else if (!chunkSources[consoleChunk.file]?.some((id) => id.startsWith(CONSOLE_SOURCES))) {
  console.error(`${consoleChunk.file} does not list the console's sources: cannot check.`);
  failed = true;
}

for (const route of SHOPPER_ROUTES) {
  if (!manifest[route]) {
    console.error(`${route} is not a chunk of the build.`);
    failed = true;
    continue;
  }
  // What the route loads later, not through the entry: the entry's own lazy imports are the
  // router's other pages, which load only when the shopper goes there.
  const loaded = closure(route, { lazily: true }, closure(entry));
  for (const key of loaded) {
    const file = manifest[key].file;
    const consoleCode = (chunkSources[file] ?? []).filter((id) => id.startsWith(CONSOLE_SOURCES));
    if (consoleCode.length > 0) {
      console.error(`${route} loads ${file}, which holds console code: ${consoleCode.join(', ')}`);
      failed = true;
    }
  }
}
if (!failed) console.log(`No shopper page loads console code (${SHOPPER_ROUTES.length} checked).`);

if (failed) process.exit(1);
