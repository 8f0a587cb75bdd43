// Makes sure Debian's nginx and its brotli static module exist for the end-to-end suite and the load test:
// NGINX_PATH, then /usr/sbin/nginx; if missing, installs the packages when running as root with apt
// (without starting the system service), otherwise stops with one instruction.
import { existsSync } from 'node:fs';

import { installDebianPackages, isExecutable } from './debian-packages.mts';

const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary to run. */
export function nginxBinary(): string {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

function ensureNginx() {
  if (isExecutable(nginxBinary()) && existsSync(brotliModule)) return;
  installDebianPackages(
    packages,
    `No se encontró nginx: instálelo con \`sudo apt-get install ${packages.join(' ')}\`.`,
  );
  if (!isExecutable(nginxBinary())) {
    console.error('La instalación de nginx no dejó /usr/sbin/nginx; indique la ruta en NGINX_PATH.');
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) ensureNginx();
