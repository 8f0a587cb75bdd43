// Which Chromium each tool launches. Both are Debian's, from the same source and version (chromium.json has the
// flags they share): the browser visitors run, and its headless shell, Playwright's own default for headless
// tests. Why the suites are split between them: docs/decisions/tooling.md.
import { existsSync } from 'node:fs';

import chromium from './chromium.json';

/**
 * The full browser (`chromium`): the benches and the first-load checks, whose figures depend on the browser's
 * own heuristics (its lazy-loading distance),
 * and the CMS's production login, which needs a flag the shell ignores (--unsafely-treat-insecure-origin-as-secure).
 */
export const browserPath = (): string => process.env.CHROMIUM_PATH || chromium.defaultPath;

/**
 * The headless shell (`chromium-headless-shell`): the same engine without the browser's own layers, much quicker
 * to start for each test. CHROMIUM_HEADLESS_SHELL_PATH, then Debian's; undefined when neither is set or installed.
 */
export const headlessShellPath = (): string | undefined =>
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : undefined);

/** The test browsers' network cut: every non-loopback request goes to a proxy where nothing listens, and fails. */
export const networkCutArgs = [...chromium.args, '--proxy-server=http://127.0.0.1:9'];

/** The behaviour tests' browser: the headless shell, or the full browser where it is missing. */
export const testBrowserPath = (): string => headlessShellPath() ?? browserPath();
