import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The suite runs the composed production build on its own port block and a fresh data directory. */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'ladrive-e2e-'));
  // PostgreSQL runs as the `postgres` user and must reach its folder inside (mkdtemp makes it 0700).
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
export const baseURL = `http://localhost:${SITE_PORT}`;
// the e2e site's canary check: every 2 s, judging from 3 sessions a side (releases-watched-canary.spec.ts reads them)
process.env.CANARY_CHECK_SECONDS ??= '2';
process.env.CANARY_MIN_SESSIONS ??= '3';

export default defineConfig({
  testDir: './tests',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  // Limits that only a hang reaches: the suite times nothing (the benchmarks do), and in `pnpm test` it shares two
  // cores with the API's suite, where a journey that takes 33 s alone has taken 51 s and a page's text more than
  // 10 s to show. A journey longer than this sets its own limit.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace's screenshots cost this machine's software-rendering browser about a quarter of the suite's CPU; a
    // run in CI keeps no files to read, so only a local run records one (for a failure, to open with show-trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../infra/src/start.ts',
    url: `${baseURL}/api/health`,
    env: {
      SITE_PORT: String(SITE_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      CANARY_CHECK_SECONDS: process.env.CANARY_CHECK_SECONDS,
      CANARY_MIN_SESSIONS: process.env.CANARY_MIN_SESSIONS,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
