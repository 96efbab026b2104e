// `npm run size`: measures the JavaScript each page a shopper can land on needs before it can
// render — the entry chunk, the page's route chunk and everything they import statically,
// gzipped — and fails when any page is above the budget. It also fails when a landing page loads,
// on first load, code it does not show (forms, validation, toasts) or a development build, when
// any chunk a shopper's page loads, at once or later, holds code of the console (src/admin/), and
// when the entry does not run on React DOM's production build.
// `--chunks` lists each page's chunks. Run with tsx, which loads the page manifest's TypeScript.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { LANDING_PAGES as LANDING_ENTRIES } from '@terracraft/shared/pages';

/**
 * What no landing page may exceed on first load: the goal of decision 40, met since the shop runs
 * on Preact (decision 42; the ceiling of 145 KB it replaced was kept only until then). Never
 * raise it.
 */
const BUDGET_KB = 120;

/**
 * Code kinds of FIRST_LOAD_EXCLUDED a landing page puts on screen at once, and may therefore
 * load, by its route module.
 */
const SHOWS = { contact: ['form', 'validation'] };

/**
 * The pages a shopper lands on from a link or a search engine (the page manifest's), each by the
 * route module that renders it: /product and /shop are one page, as are the collections.
 */
const LANDING_PAGES = [
  ...new Map(
    LANDING_ENTRIES.map(({ name, module }) => [
      module,
      { page: name, route: `src/app/routes/${module}.tsx`, shows: SHOWS[module] ?? [] },
    ]),
  ).values(),
];

/** Code a landing page loads only when the shopper uses it, by the source paths that hold it. */
const FIRST_LOAD_EXCLUDED = {
  form: ['node_modules/react-hook-form/', 'node_modules/@hookform/'],
  validation: ['node_modules/zod/'],
  toasts: ['node_modules/react-toastify/'],
};
/** A library's development build: warnings and checks no shopper needs. */
const DEVELOPMENT_BUILD = /\/development\/|\.development\.js$/;

/** Pages that must not load the console: every landing page, and the cart and checkout. */
const SHOPPER_ROUTES = [
  ...LANDING_PAGES.map(({ route }) => route),
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

const listChunks = process.argv.includes('--chunks');

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

const gzippedBytes = new Map();
function gzipped(key) {
  const file = manifest[key].file;
  if (!gzippedBytes.has(file)) {
    gzippedBytes.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
  }
  return gzippedBytes.get(file);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (keys) => [...keys].reduce((total, key) => total + gzipped(key), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('Build the web app first (npm run build).');

let failed = false;
const fail = (message) => {
  console.error(message);
  failed = true;
};

// What the entry loads is loaded by every page: its own static imports are the shell's vendors.
const entryChunks = closure(entry);

// The shop runs on React itself (decision 43): its DOM renderer's production build, nothing else.
const entrySources = [...entryChunks].flatMap((key) => chunkSources[manifest[key].file] ?? []);
if (
  !entrySources.some((id) =>
    id.endsWith('node_modules/react-dom/cjs/react-dom-client.production.js'),
  )
) {
  fail("The entry does not load React DOM's production build (react-dom-client.production.js).");
}
const standIn = entrySources.find((id) => /node_modules\/preact/.test(id));
if (standIn) fail(`The entry loads another renderer in React's place: ${standIn}`);
const rows = [];
for (const { page, route, shows } of LANDING_PAGES) {
  if (!manifest[route]) {
    fail(`${route} (${page}) is not a chunk of the build.`);
    continue;
  }
  const chunks = closure(route, {}, new Set(entryChunks));
  const routeImports = [...chunks].filter((key) => !entryChunks.has(key) && key !== route);
  const total = sum(chunks);
  rows.push({
    page,
    route: route.replace('src/app/routes/', ''),
    'entry KB': kb(sum(entryChunks)),
    'route KB': kb(gzipped(route)),
    'its imports KB': kb(sum(routeImports)),
    'first load KB': kb(total),
    'spare KB': kb(BUDGET_KB * 1024 - total),
  });
  if (total / 1024 > BUDGET_KB) {
    fail(`${page} loads ${kb(total)} KB gzipped, over the ${BUDGET_KB} KB budget.`);
  }
  if (listChunks) {
    console.log(`\n${page} (${route}):`);
    console.table([...chunks].map((key) => ({ chunk: manifest[key].file, KB: kb(gzipped(key)) })));
  }
  for (const key of chunks) {
    const sources = chunkSources[manifest[key].file] ?? [];
    for (const [kind, paths] of Object.entries(FIRST_LOAD_EXCLUDED)) {
      if (shows.includes(kind)) continue;
      const found = sources.filter((id) => paths.some((path) => id.includes(path)));
      if (found.length > 0) {
        fail(`${page} loads ${kind} code it does not show, in ${manifest[key].file}: ${found[0]}`);
      }
    }
    const development = sources.filter((id) => DEVELOPMENT_BUILD.test(id));
    if (development.length > 0) {
      fail(`${page} loads a development build, in ${manifest[key].file}: ${development[0]}`);
    }
  }
}
console.table(rows);
console.log(`First-load JavaScript of each landing page, gzipped: budget ${BUDGET_KB} KB each.`);

// The check below must be able to fail: the console is a chunk of its own, made of src/admin.
const consoleChunk = manifest[CONSOLE_ENTRY];
if (!consoleChunk?.isDynamicEntry) {
  fail(`${CONSOLE_ENTRY} is not a lazily loaded chunk of its own.`);
} else if (!chunkSources[consoleChunk.file]?.some((id) => id.startsWith(CONSOLE_SOURCES))) {
  fail(`${consoleChunk.file} does not list the console's sources: cannot check.`);
}

for (const route of SHOPPER_ROUTES) {
  if (!manifest[route]) {
    fail(`${route} is not a chunk of the build.`);
    continue;
  }
  // What the route loads later, not through the entry: the entry's own lazy imports are the
  // router's other pages, which load only when the shopper goes there.
  const loaded = closure(route, { lazily: true }, new Set(entryChunks));
  for (const key of loaded) {
    const file = manifest[key].file;
    const consoleCode = (chunkSources[file] ?? []).filter((id) => id.startsWith(CONSOLE_SOURCES));
    if (consoleCode.length > 0) {
      fail(`${route} loads ${file}, which holds console code: ${consoleCode.join(', ')}`);
    }
  }
}
if (!failed) console.log(`No shopper page loads console code (${SHOPPER_ROUTES.length} checked).`);

if (failed) process.exit(1);
