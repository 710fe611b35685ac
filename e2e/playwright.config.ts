import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './browser';

// End-to-end tests run the real thing: `npm start` (built web app + API) on a fresh data
// folder, driven by Debian's Chromium. Nothing here downloads a browser.
const port = Number(process.env.E2E_PORT ?? 8091);
// E2E_BASE_URL points the suite at an app that is already running (a dev server, say) instead
// of starting `npm start`; CI never sets it.
const externalBaseUrl = process.env.E2E_BASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
const executablePath = chromiumPath();
// Runs only in the `no-js` project, which runs nothing else.
const NO_JS_SPEC = '**/no-js.spec.ts';

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: NO_JS_SPEC,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: NO_JS_SPEC,
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Server-rendered pages read without JavaScript (docs/architecture.md#server-rendering).
    {
      name: 'no-js',
      testMatch: NO_JS_SPEC,
      use: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm start',
        cwd: path.resolve(import.meta.dirname, '..'),
        url: `http://localhost:${port}/v1/currency/region`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // Every spec registers and logs in its own shopper from one address; the API tests
          // check the real limits.
          LOGIN_RATE_LIMIT: '1000',
          REGISTER_RATE_LIMIT: '1000',
        },
      },
});
