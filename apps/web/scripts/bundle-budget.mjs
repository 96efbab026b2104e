// Measures the JavaScript the home page needs before it can render — the entry chunk, the home
// route chunk and everything they import statically — gzipped, and fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[HOME_ROUTE]) throw new Error('Build the web app first (npm run build).');
const chunks = closure(HOME_ROUTE, closure(entry));

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
  process.exit(1);
}
