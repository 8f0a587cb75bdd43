import { defineConfig, devices } from '@playwright/test';

import chromium from './scripts/chromium.json';

const port = Number(process.env.E2E_PORT ?? 3100);
const staticSpecs = /(budget|server)\.spec\.ts$/;
const chromiumPath = process.env.CHROMIUM_PATH || chromium.defaultPath;

/** End-to-end tests against the built export, served by the project's own server (npm run serve). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Nothing leaves the machine: every request that is not to loopback (which Chromium never proxies) goes
      // to a proxy address where nothing listens and fails at once. tests/e2e/fixtures.ts records attempts.
      args: [...chromium.args, '--proxy-server=http://127.0.0.1:9'],
    },
  },
  projects: [
    // Raw HTTP and file checks: no browser, run once.
    { name: 'static', testMatch: staticSpecs },
    {
      name: 'desktop',
      testIgnore: staticSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: staticSpecs,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 30_000,
  },
});
