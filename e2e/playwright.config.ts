import { defineConfig } from '@playwright/test';

/**
 * Browser tests: the built server (which serves the built web app) on its own port and a fresh SQLite
 * database, driven in Debian's Chromium (/usr/bin/chromium, installed by `npm test`) at the phone size
 * of the spec, 390×844. Nothing is downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 18090);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../artifacts/e2e/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more: CI machines are shared and loaded, and one lost race must not
  // throw away a whole run. A test that passes only on its retry is still reported by name as flaky in
  // `npm test`'s summary (scripts/test.mjs) to be fixed; one that fails twice fails the run. Locally, none.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../artifacts/results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app's service worker answers page loads from its cache; the specs that test it (e2e/offline/pwa.spec.ts)
    // allow it, the others see the network as it is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // The server's clock stays where it started (10:00 AM India time) while these two run. The bids of
    // the market day come first in the list so that their long serial file starts at once, beside the rest.
    { name: 'bids', testMatch: /betting\/bids\.spec\.ts$/ },
    {
      name: 'screens',
      testIgnore: [/betting\/bids\.spec\.ts$/, /betting\/market-day\.spec\.ts$/, /console\/results\.spec\.ts$/, /maintenance\//],
    },
    // The market day moves the shared clock forward by hours (OTPs and sessions of a spec running
    // beside it would expire, markets would close under it), so it runs alone, after all the others.
    { name: 'market-day', testMatch: /betting\/market-day\.spec\.ts$/, dependencies: ['bids', 'screens'] },
    // The operator's evening after the market day: Sridevi Night (7:00–8:00 PM) declared through the
    // console. It moves the clock further (to 8:01 PM, still Monday), so it runs alone, after the market day.
    { name: 'console-day', testMatch: /console\/results\.spec\.ts$/, dependencies: ['market-day'] },
    // Maintenance mode refuses every player's bids, deposits, withdrawals and transfers while it is on:
    // it runs last, alone (ADR 015).
    { name: 'maintenance', testMatch: /maintenance\/.*\.spec\.ts$/, dependencies: ['console-day'] },
  ],
  webServer: {
    command: `node start-server.mjs`,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
