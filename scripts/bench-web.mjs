// `npm run bench:web`: how fast the shop's first pages load on a phone. Builds the shop when its
// sources changed, starts it on a fresh embedded database (a temporary DATA_DIR, seeded by the
// first start as `npm start` does), runs Lighthouse three times on the home page, the shop list
// and a product page with its mobile defaults (simulated slow 4G and a mid-range phone), and
// prints the medians. Uses the system's Chromium, never a downloaded browser. With `--trace` it
// then loads each page once more with the CPU really slowed four times (DevTools throttling, a
// recorded trace instead of a simulated one) and lists the long tasks of the main thread and
// what they ran: what to look at when TBT is high.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildShop } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A port nobody listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts the built server on its own data directory; resolves once it answers. */
async function startShop(dataDir, port) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
  };
  // The server moves to the directory npm was started from; here it stays in the repository.
  delete env.INIT_CWD;
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    const code = await Promise.race([exited, new Promise((done) => setTimeout(done, 250))]);
    if (code !== undefined) throw new Error(`The shop stopped while starting (exit code ${code}).`);
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { server, origin, exited };
  }
  server.kill();
  throw new Error('The shop did not answer within two minutes.');
}

/** Other work on the machine shows in the figures, TBT most: say how busy it was. */
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse run. */
function figures(result) {
  const { audits, categories } = result.lhr;
  const scripts = audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

/**
 * One Lighthouse run. On a busy machine Chromium now and then fails to record the trace
 * (NO_NAVSTART and the like): such a run is tried again, up to twice, and never counted.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result && !result.lhr.runtimeError) return figures(result);
    const reason = result?.lhr.runtimeError?.message ?? 'no result';
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
    process.stdout.write(`  Lighthouse could not measure it (${reason}); again.\n`);
  }
}

/** Main-thread tasks over 50 ms, and the time each script took, in a load at 4× CPU slowdown. */
async function longTasks(url, port) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: 'devtools',
        throttling: {
          cpuSlowdownMultiplier: 4,
          requestLatencyMs: 150,
          downloadThroughputKbps: 1600,
          uploadThroughputKbps: 750,
        },
      },
    },
  );
  const { audits } = result.lhr;
  const origin = new URL(url).origin;
  const short = (where) => (where ?? '').replace(origin, '');
  return {
    tasks: (audits['long-tasks'].details?.items ?? []).map((task) => ({
      'starts ms': Math.round(task.startTime),
      'lasts ms': Math.round(task.duration),
      'what ran': short(task.url),
    })),
    scripts: (audits['bootup-time'].details?.items ?? []).map((item) => ({
      script: short(item.url),
      'scripting ms': Math.round(item.scripting),
      'parse ms': Math.round(item.scriptParseCompile),
    })),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
  };
}

if (!(await buildShop({ quiet: true, onlyIfChanged: true }))) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-bench-web-'));
let shop;
let chrome;
try {
  shop = await startShop(dataDir, await freePort());
  const { items } = await fetch(`${shop.origin}/api/products?pageSize=1`).then((r) => r.json());
  if (!items?.[0]) throw new Error('The seeded shop lists no product.');
  const pages = [
    { page: 'home', path: '/' },
    { page: 'shop list', path: '/shop' },
    { page: 'product', path: `/product/${encodeURIComponent(items[0].id)}` },
  ];

  console.log(`Before: ${load()}`);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  for (const { page, path } of pages) {
    const runs = [];
    const url = `${shop.origin}${path}`;
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`Lighthouse: ${page} (${path}), run ${run} of ${RUNS}…\n`);
      runs.push(await measure(url, chrome.port));
    }
    const of = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page,
      score: of('score'),
      'FCP ms': Math.round(of('fcp')),
      'LCP ms': Math.round(of('lcp')),
      'TBT ms': Math.round(of('tbt')),
      CLS: of('cls').toFixed(3),
      'JS KB': of('jsKb').toFixed(1),
    });
  }
  console.log(`\nMedians of ${RUNS} Lighthouse runs (mobile, simulated throttling):`);
  console.table(rows);
  console.log(`After: ${load()}`);
  if (process.argv.includes('--trace')) {
    for (const { page, path } of pages) {
      const { tasks, scripts, tbt } = await longTasks(`${shop.origin}${path}`, chrome.port);
      console.log(`\n${page} (${path}) at 4× CPU slowdown: TBT ${tbt} ms; long tasks:`);
      console.table(tasks);
      console.table(scripts);
    }
    console.log(`After the traces: ${load()}`);
  }
} finally {
  await chrome?.kill();
  if (shop) {
    shop.server.kill();
    await shop.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
