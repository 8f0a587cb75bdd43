// Makes sure the browser suites have Debian's Chromium (browsers.ts): the full browser (CHROMIUM_PATH, then
// /usr/bin/chromium) and its headless shell (CHROMIUM_HEADLESS_SHELL_PATH, then /usr/bin/chromium-headless-shell).
// What is missing is installed from Debian's packages when running as root with apt. Otherwise a missing
// browser stops the run with one instruction, while a missing shell only slows it: the behaviour tests then run
// in the full browser, and one line says how to install the shell.
import { browserPath, headlessShellPath } from './browsers.ts';
import { canInstallDebianPackages, installDebianPackages, isExecutable } from './debian-packages.mts';

const missingBrowser = !isExecutable(browserPath());
const missingShell = headlessShellPath() === undefined;

if (missingShell && !missingBrowser && !canInstallDebianPackages()) {
  console.log(
    'Sin chromium-headless-shell las pruebas usan Chromium completo y tardan más: instálelo con `sudo apt-get install chromium-headless-shell`.',
  );
} else if (missingBrowser || missingShell) {
  installDebianPackages(
    [...(missingBrowser ? ['chromium'] : []), ...(missingShell ? ['chromium-headless-shell'] : [])],
    'No se encontró Chromium: instálelo con `sudo apt-get install chromium chromium-headless-shell` o indique su ruta en CHROMIUM_PATH.',
  );
  if (!isExecutable(browserPath())) {
    console.error(`La instalación de chromium no dejó ${browserPath()}; indique la ruta en CHROMIUM_PATH.`);
    process.exit(1);
  }
}
