// Makes sure Debian's nginx and its brotli static module exist for the end-to-end suite and the load test:
// NGINX_PATH, then /usr/sbin/nginx; if missing, installs the packages when running as root with apt
// (without starting the system service), otherwise stops with one instruction.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';

const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const policy = '/usr/sbin/policy-rc.d';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The nginx binary to run. */
export function nginxBinary() {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

function ensureNginx() {
  if (isExecutable(nginxBinary()) && existsSync(brotliModule)) return;
  const canApt = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`No se encontró nginx: instálelo con \`sudo apt-get install ${packages.join(' ')}\`.`);
    process.exit(1);
  }
  console.log(`Instalando ${packages.join(' ')} de Debian para las pruebas de extremo a extremo…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Debian starts a service on installation unless policy-rc.d says no (exit 101): the tests start their own.
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  } finally {
    if (ownPolicy) rmSync(policy);
  }
  if (!isExecutable(nginxBinary())) {
    console.error('La instalación de nginx no dejó /usr/sbin/nginx; indique la ruta en NGINX_PATH.');
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) ensureNginx();
