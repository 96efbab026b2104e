import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: the shop's main pages at a phone's width and a laptop's, written as PNGs
 * to screenshots/ at the repository's root. Same server, database and browser as the browser
 * tests (see playwright.config.ts); not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  projects: undefined,
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
