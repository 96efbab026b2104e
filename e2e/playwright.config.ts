import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built shop (run `npm run build` first; `npm test` does), served by the
 * real server on a free port with a fresh database (PostgreSQL, or the embedded one when none
 * answers) and data folder (see global-setup).
 * The browser is the system Chromium, never a downloaded one.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
/**
 * The back office's tests: everything under tests/console/ (tests/shop/ and tests/site/ are the
 * shop's), matched from tests/ so that a folder above called console changes nothing.
 */
const CONSOLE_SPECS = /\/tests\/console\/.*\.spec\.ts$/;
/** Where the shop's first owner is made: the console's staff. */
const FIRST_OWNER_SPEC = /\/tests\/console\/staff\.spec\.ts$/;
/** The console's tests that need the shop as its owner found it: before the other console tests. */
const NEW_OWNER_SPEC = /\/tests\/console\/dashboard\/go-live\.spec\.ts$/;
/** The tag of the test that sets up the shop's first owner (see support/admin.ts). */
const FIRST_OWNER = /@first-owner/;
/**
 * E2E_GREP limits the run to the tests whose title or tags match, as `--grep` does, but in each
 * project, so that the console's tests bring only the first-owner test along rather than every
 * test of the shop they depend on. CI runs `E2E_GREP=@embedded` on the embedded database. The
 * pattern also sees each test's file, from tests/: `E2E_GREP=console/` runs the console's tests
 * alone, `E2E_GREP=shop/cart/` the cart's.
 */
const only = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  // A test's time limit catches a hang, not a slow page (the benchmarks measure speed): on a busy
  // two-core machine, where the shop, its database and two browsers share the cores, a journey of
  // a dozen pages behind the one-second route loader takes 30 to 40 seconds.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  forbidOnly: Boolean(process.env.CI),
  grep: only,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CONSOLE_SPECS,
      use: desktop,
    },
    // The back office, once the shop's tests are done: the console changes what the shop shows
    // (prices, stock, visibility, business details), which the shop's tests must not see change
    // under them. The shop's first owner claims it through the link the server printed, which is
    // refused once any owner exists: that test runs first, the console's others after.
    {
      name: 'first-owner',
      testMatch: FIRST_OWNER_SPEC,
      grep: FIRST_OWNER,
      dependencies: ['desktop'],
      use: desktop,
    },
    // The new owner's first day, before any other console test saves the seller details that
    // let orders ship (console/dashboard/go-live.spec.ts): the go-live checklist and the refused
    // invoice.
    {
      name: 'new-owner',
      testMatch: NEW_OWNER_SPEC,
      dependencies: ['first-owner'],
      use: desktop,
    },
    {
      name: 'console',
      testMatch: CONSOLE_SPECS,
      testIgnore: NEW_OWNER_SPEC,
      grepInvert: FIRST_OWNER,
      dependencies: ['new-owner'],
      use: desktop,
    },
  ],
});
