// Makes sure a Chromium exists for the end-to-end suite: CHROMIUM_PATH, then /usr/bin/chromium; if neither,
// installs Debian's `chromium` package when running as root with apt, otherwise stops with one instruction.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
if (candidates.some(isExecutable)) process.exit(0);

const canApt = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    'No se encontró Chromium: instálelo con `sudo apt-get install chromium` o indique su ruta en CHROMIUM_PATH.',
  );
  process.exit(1);
}

console.log('Instalando el paquete chromium de Debian para las pruebas de extremo a extremo…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (!isExecutable('/usr/bin/chromium')) {
  console.error('La instalación de chromium no dejó /usr/bin/chromium; indique la ruta en CHROMIUM_PATH.');
  process.exit(1);
}
