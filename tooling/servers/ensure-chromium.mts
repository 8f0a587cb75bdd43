// Makes sure a Chromium exists for the end-to-end suite: CHROMIUM_PATH, then /usr/bin/chromium; if neither,
// installs Debian's `chromium` package when running as root with apt, otherwise stops with one instruction.
import { installDebianPackages, isExecutable } from './debian-packages.mts';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((file) => file !== undefined);
if (!candidates.some(isExecutable)) {
  installDebianPackages(
    ['chromium'],
    'No se encontró Chromium: instálelo con `sudo apt-get install chromium` o indique su ruta en CHROMIUM_PATH.',
  );
  if (!isExecutable('/usr/bin/chromium')) {
    console.error('La instalación de chromium no dejó /usr/bin/chromium; indique la ruta en CHROMIUM_PATH.');
    process.exit(1);
  }
}
