// Debian's Chromium and its headless shell for the browser suites (browsers.ts), installed from Debian when
// missing and running as root. Without root a missing browser stops the run; a missing shell only slows it
// (the behaviour tests then run in the full browser).
import { browserPath, headlessShellPath } from './browsers.ts';
import { canInstallDebianPackages, installDebianPackages, isExecutable } from './debian-packages.mts';

const missingBrowser = !isExecutable(browserPath());
const missingShell = headlessShellPath() === undefined;

if (missingShell && !missingBrowser && !canInstallDebianPackages()) {
  console.log(
    'Without chromium-headless-shell the tests run in full Chromium, more slowly: `sudo apt-get install chromium-headless-shell`.',
  );
} else if (missingBrowser || missingShell) {
  installDebianPackages(
    [...(missingBrowser ? ['chromium'] : []), ...(missingShell ? ['chromium-headless-shell'] : [])],
    'Chromium not found: `sudo apt-get install chromium chromium-headless-shell`, or set CHROMIUM_PATH.',
  );
  if (!isExecutable(browserPath())) {
    console.error(`Installing chromium left no ${browserPath()}; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
