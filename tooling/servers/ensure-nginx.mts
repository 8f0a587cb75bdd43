// Debian's nginx and its brotli static module for the end-to-end suite (NGINX_PATH, then /usr/sbin/nginx),
// installed from Debian when missing and running as root.
import { existsSync } from 'node:fs';

import { installDebianPackages, isExecutable } from './debian-packages.mts';

const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary(): string {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}

function ensureNginx() {
  if (isExecutable(nginxBinary()) && existsSync(brotliModule)) return;
  installDebianPackages(packages, `nginx not found: \`sudo apt-get install ${packages.join(' ')}\`.`);
  if (!isExecutable(nginxBinary())) {
    console.error(`Installing nginx left no ${nginxBinary()}; set NGINX_PATH.`);
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) ensureNginx();
