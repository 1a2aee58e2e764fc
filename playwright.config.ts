import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/lib/chromium.mjs';
import { E2E_DIR, E2E_SETUP, E2E_SPEC, MOBILE_IGNORE } from './scripts/lib/test-files.mjs';

// Debian's chromium-headless-shell (Playwright's own browser download is not reachable here; the
// shell is what Playwright runs headless), with the flags that keep it off the network.
const launchOptions = {
  executablePath: testBrowserPath(),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  // The same patterns `npm test` shares among its lanes (scripts/lib/test-files.mjs).
  testDir: E2E_DIR,
  testMatch: E2E_SPEC,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  // Each lane of `npm test` (TEST_LANE) keeps its own results: a run empties this folder first.
  outputDir: `test-results/e2e${process.env.TEST_LANE ?? ''}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by `npm test` or by the global setup before workers start.
    baseURL: process.env.TEST_BASE_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A trace records every action of every test to keep the failing ones: about a third more of
    // the runner's and browser's CPU (measured: 22.5 s against 15.7 s for two specs). CI keeps only
    // its log, where a trace cannot be opened, so it records none; locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // Signs the admin in once (tests/e2e/admin-sign-in.setup.ts) for the admin specs of both projects.
    { name: 'setup', testMatch: E2E_SETUP },
    {
      name: 'desktop',
      dependencies: ['setup'],
      // @touch: a finger on a touch screen, which only the phone project has.
      grepInvert: /@touch/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Phones: every public page, and the panel's screens that change at this width. Left to the
      // desktop run (CI time): the panel's workflows whose layout does not change on a phone, the
      // response headers and error screens (csp-nonce, database-down), and the tests tagged
      // @any-width: data, texts, validation, redirects and metadata that are the same at every
      // width. What a phone shows differently (menus, drawers, the map switch, layouts, axe) stays.
      name: 'mobile',
      dependencies: ['setup'],
      testIgnore: MOBILE_IGNORE,
      grepInvert: /@any-width/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
});
