// Which of Debian's two Chromium builds each tool launches, paths and flags from chromium.json (docs/decisions/tooling.md).
import { existsSync } from 'node:fs';

import chromium from './chromium.json';

export const chromiumArgs = chromium.args;

// The full browser: the benches, the first-load checks (its lazy-loading distance), the CMS's production login.
export const browserPath = (): string => process.env.CHROMIUM_PATH || chromium.defaultPath;

/** The headless shell, quicker to start for each test: CHROMIUM_HEADLESS_SHELL_PATH, then Debian's, or undefined. */
export const headlessShellPath = (): string | undefined =>
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : undefined);

/** The test browsers' network cut: every non-loopback request goes to a proxy where nothing listens, and fails. */
export const networkCutArgs = [...chromiumArgs, '--proxy-server=http://127.0.0.1:9'];

/** The behaviour tests' browser: the headless shell, or the full browser where it is missing. */
export const testBrowserPath = (): string => headlessShellPath() ?? browserPath();
