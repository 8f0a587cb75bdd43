import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { browserPath, networkCutArgs, testBrowserPath } from './tooling/servers/browsers';

/**
 * Ports: E2E_PORT (bundled server), E2E_PORT + 10 (nginx), + 11 (nginx over HTTPS, HTTP/1.1 and HTTP/2),
 * + 12 (nginx as a plain static host, without rules), + 13 (Cloudflare's runtime) and + 14 (the stand-in for
 * GitHub that the sign-in spec runs) when they are free, otherwise free ones. Chosen once, in the main process; the workers inherit the variables.
 */
if (!process.env.E2E_NGINX_PORT) {
  const base = Number(process.env.E2E_PORT ?? 3100);
  const output = execFileSync(
    process.execPath,
    [
      ...['--import', 'tsx', path.join(__dirname, 'tooling', 'servers', 'free-ports.mts')],
      ...[0, 10, 11, 12, 13, 14].map((offset) => `${base + offset}`),
    ],
    { cwd: __dirname },
  );
  const [bundled, nginx, nginxTls, plain, cloudflare, github] = JSON.parse(output.toString()) as number[];
  Object.assign(process.env, {
    E2E_PORT: `${bundled}`,
    E2E_NGINX_PORT: `${nginx}`,
    E2E_NGINX_TLS_PORT: `${nginxTls}`,
    E2E_PLAIN_PORT: `${plain}`,
    E2E_CLOUDFLARE_PORT: `${cloudflare}`,
    E2E_GITHUB_PORT: `${github}`,
  });
}
const port = Number(process.env.E2E_PORT);
const nginxPort = Number(process.env.E2E_NGINX_PORT);
const nginxTlsPort = Number(process.env.E2E_NGINX_TLS_PORT);
const plainPort = Number(process.env.E2E_PLAIN_PORT);
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT);
/** The sign-in's environment on Cloudflare's runtime: a test OAuth app, GitHub played on loopback (sign-in.spec.ts). */
const signInBindings = [
  'GITHUB_CLIENT_ID=prueba-cliente',
  'GITHUB_CLIENT_SECRET=prueba-secreto',
  `GITHUB_URL=http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`,
]
  .map((binding) => `--binding ${binding}`)
  .join(' ');
// Run once, not per screen: the HTTP rules (no browser), the sign-in and the first-load checks (each sets both
// screens itself).
const onceSpecs = /(server|sign-in)\.spec\.ts$/;
const budgetSpec = /budget\.spec\.ts$/;

/**
 * Tests of the built export: the build checks (tests/export) and the end-to-end suite (tests/e2e). The browser suite runs against nginx with the generated
 * production configuration; the HTTP spec (server.spec.ts) against nginx (HTTP/1.1 and HTTP/2), the bundled
 * server, Cloudflare's runtime and a plain static host alike.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers, and the first-load budget alone after the rest, on cores no other browser is using
  // (docs/decisions/tooling.md).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${nginxPort}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testBrowserPath(),
      // Nothing leaves the machine (browsers.ts).
      args: networkCutArgs,
    },
  },
  projects: [
    // The build checks: the exported files and the host configurations, read from disk.
    { name: 'export', testDir: 'tests/export' },
    {
      name: 'once',
      testMatch: onceSpecs,
      use: { launchOptions: { executablePath: browserPath(), args: networkCutArgs } },
    },
    {
      name: 'desktop',
      testIgnore: [onceSpecs, budgetSpec],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: [onceSpecs, budgetSpec],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    // The first-load budgets, one test at a time once every other project has finished (with another browser on
    // the cores, one measured a layout shift that is not there), in the browser visitors run, as the sign-in: the
    // budgets depend on its lazy-loading distance, which its headless shell does not share (tooling/servers/browsers.ts).
    {
      name: 'budget',
      testMatch: budgetSpec,
      fullyParallel: false,
      dependencies: ['export', 'once', 'desktop', 'phone'],
      use: { launchOptions: { executablePath: browserPath(), args: networkCutArgs } },
    },
  ],
  webServer: [
    {
      command: `node --import tsx tooling/servers/serve-nginx.mts --port ${nginxPort} --tls-port ${nginxTlsPort} --plain-port ${plainPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node --import tsx tooling/servers/serve.mts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Installed beforehand by `npm run test:e2e` (tooling/servers/ensure-wrangler.mts); the slowest to start.
      command: `node --import tsx tooling/servers/serve-cloudflare.mts --port ${cloudflarePort} ${signInBindings}`,
      url: `http://127.0.0.1:${cloudflarePort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
