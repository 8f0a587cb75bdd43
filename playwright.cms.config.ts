import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { browserPath, networkCutArgs, testBrowserPath } from './tooling/servers/browsers';

/**
 * The CMS at /admin, tested as the staff use it: `npm run editar` (decap-server and the development server)
 * on a temporary copy of content/ and public/, so that no test edits the real files. Chosen once, in the
 * main process; the workers inherit the variables (CONTENT_ROOT makes the tests read the copy too).
 */
if (!process.env.CMS_TEST_ROOT) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'sitio-cms-'));
  // Removed when the run ends, after the editing server has stopped (a failed test keeps its log as an attachment).
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  for (const folder of ['content', 'public'])
    cpSync(path.join(__dirname, folder), path.join(copy, folder), { recursive: true });
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'tooling', 'servers', 'free-ports.mts'), '3300', '8181'],
    { cwd: __dirname },
  );
  const [site, cms] = JSON.parse(output.toString()) as number[];
  Object.assign(process.env, {
    CMS_TEST_ROOT: copy,
    CONTENT_ROOT: copy,
    CMS_TEST_PORT: `${site}`,
    CMS_TEST_API_PORT: `${cms}`,
    CMS_TEST_LOG: path.join(copy, 'editar.log'),
  });
}
const port = Number(process.env.CMS_TEST_PORT);
const productionSpec = /production-login\.spec\.ts$/;
const developmentSpec = /dev-server\.spec\.ts$/;
// As in the site's suite, nothing leaves the machine (browsers.ts). The host name `cms.prueba` stands for the
// production host (HTTPS there, hence a secure context here), on loopback too.
const browserArgs = [
  ...networkCutArgs,
  '--proxy-bypass-list=cms.prueba',
  '--host-resolver-rules=MAP cms.prueba 127.0.0.1',
  `--unsafely-treat-insecure-origin-as-secure=http://cms.prueba:${port}`,
];

export default defineConfig({
  testDir: 'tests/cms',
  // One staff member, one copy of the content: the steps edit it in order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
  },
  projects: [
    // The development server on every route, by HTTP alone, before any other test has it render a page (the first
    // project in this list runs first; one worker).
    { name: 'development', testMatch: developmentSpec },
    // The staff's steps, then every page at the content's bounds (in file order, on the same copy), in the headless
    // shell, quicker to start for each test (tooling/servers/browsers.ts).
    {
      name: 'editor',
      testIgnore: [productionSpec, developmentSpec],
      use: { launchOptions: { executablePath: testBrowserPath(), args: browserArgs } },
    },
    // The production host's login, in the full browser: its headless shell leaves out
    // --unsafely-treat-insecure-origin-as-secure, so `cms.prueba` would not be a secure context there.
    {
      name: 'production',
      testMatch: productionSpec,
      use: { launchOptions: { executablePath: browserPath(), args: browserArgs } },
    },
  ],
  webServer: {
    // exec: the stop signal reaches the editor itself, which stops its servers (through npx it reached only the
    // shell, and the servers outlived the run).
    command: `exec "${process.execPath}" --import tsx cms/editar.ts --puerto ${port} --puerto-cms ${process.env.CMS_TEST_API_PORT} > "${process.env.CMS_TEST_LOG}" 2>&1`,
    url: `http://127.0.0.1:${port}/admin`,
    reuseExistingServer: false,
    timeout: 240_000,
    // Long enough for a content check still running after the last save (it blocks the editor's process) to end
    // and the editor to stop its servers.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
