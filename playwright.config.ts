import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { processEnv } from './src/server/start/process-env';

/**
 * End-to-end tests drive the built app (npm run build) in Debian's Chromium; no browser is
 * downloaded. `npm test` picks a free port and a fresh data folder and passes them in.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `keepsake-e2e-${port}`);
const buildDir = process.env.E2E_BUILD_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-results/playwright.json' }]],
  outputDir: `.test-results/playwright-artifacts-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node ${path.join(buildDir, 'server', 'server', 'main.js')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // As npm start runs it: with libuv's default 4 threads, a render in this one process made
      // the pages' files wait seconds (process-env.ts).
      ...processEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Tests send their own X-Forwarded-For (tests/e2e/support/test.ts), like a load balancer would.
      TRUST_PROXY: 'true',
      // The admin dashboard's tests (tests/e2e/admin.spec.ts) sign these up, one per test;
      // print@ is print-batches.spec.ts's, so the specs never race to create one account.
      ADMIN_EMAILS: 'admin@keepsake.test,ops@keepsake.test,print@keepsake.test',
    },
  },
});
