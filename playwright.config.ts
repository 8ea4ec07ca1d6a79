import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

/**
 * End-to-end tests in real Chromium against `wrangler dev` with the demo upstreams, started and
 * stopped by Playwright (scripts/start.mjs --no-watch --fresh-state). Debian's chromium where it exists;
 * elsewhere Playwright's own browser, so the suite also runs on a developer laptop.
 */
process.env.WRANGLER_SEND_METRICS = 'false'
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'

export default defineConfig({
  testDir: 'test/e2e',
  // After the web server is up: each demo CMS site answers once before any test (see the file).
  globalSetup: './test/e2e/warm-demo-cms.ts',
  fullyParallel: false,
  workers: 1,
  // One more try on CI, where a test's page load can meet a transient failure of wrangler dev's
  // own proxy in front of the worker (its pooled connection to the worker closed by both ends'
  // 5 s keep-alive timers at once: cloudflare/workers-sdk#14641, #15252, #15317), which no code of
  // ours can prevent. A test that passes only on its second try is reported as flaky, by name, in
  // `npm test`'s summary (scripts/test.mjs); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL: 'http://localhost:8787',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    // A fresh local state per run: no page cached by an earlier run answers stale.
    command: 'node scripts/start.mjs --no-watch --fresh-state',
    url: 'http://127.0.0.1:8787/_health',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM lets scripts/start.mjs stop both workers and remove its temporary state.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
