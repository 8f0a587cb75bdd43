// Serves out/ with Debian's nginx and the generated configuration (deploy/nginx/), unprivileged and in the
// foreground, on loopback: plain HTTP on --port and, with --tls-port, HTTPS with a throwaway self-signed
// certificate. Everything nginx writes (pid, logs, temp files) goes to a temporary folder, removed on exit.
// Used by the end-to-end suite and `npm run bench:load`. Usage:
//   node scripts/serve-nginx.mjs --port 3113 [--tls-port 3114] [--workers 2]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nginxBinary } from './ensure-nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = Number(flag('--port', 3000));
const tlsPort = flag('--tls-port');
const workers = flag('--workers', '1');

if (!existsSync(path.join(root, 'out', 'index.html')) || !existsSync(path.join(root, 'deploy', 'nginx'))) {
  console.error('No hay exportación en out/: ejecute primero `npm run build`.');
  process.exit(1);
}

const temp = mkdtempSync(path.join(tmpdir(), 'sitio-nginx-'));
// The include paths of the generated site are relative to the folder of the main configuration.
cpSync(path.join(root, 'deploy', 'nginx', 'snippets'), path.join(temp, 'snippets'), { recursive: true });
const hasBrotli = existsSync(brotliModule);
if (!hasBrotli) {
  const rules = path.join(temp, 'snippets', 'sitio-rules.conf');
  writeFileSync(rules, readFileSync(rules, 'utf8').replace(/^brotli_static on;\n/m, ''));
}

let tlsServer = '';
if (tlsPort) {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(temp, 'key.pem')],
      ...['-out', path.join(temp, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  tlsServer = `
    server {
        listen 127.0.0.1:${Number(tlsPort)} ssl default_server;
        ssl_certificate ${temp}/cert.pem;
        ssl_certificate_key ${temp}/key.pem;
        root ${root}/out;
        include snippets/sitio-rules.conf;
    }`;
}

const mainConfig = `${hasBrotli ? `load_module ${brotliModule};` : ''}
daemon off;
worker_processes ${Number(workers)};
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/client_body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include snippets/sitio-maps.conf;

    server {
        listen 127.0.0.1:${port} default_server;
        root ${root}/out;
        include snippets/sitio-rules.conf;
    }
${tlsServer}
}
`;
writeFileSync(path.join(temp, 'main.conf'), mainConfig);

const nginx = spawn(nginxBinary(), ['-c', path.join(temp, 'main.conf'), '-e', path.join(temp, 'error.log')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
const cleanUp = () => rmSync(temp, { recursive: true, force: true });
nginx.on('exit', (code) => {
  if (code !== 0 && !stopping) {
    const log = path.join(temp, 'error.log');
    if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
  }
  cleanUp();
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    nginx.kill('SIGQUIT'); // graceful: finish open requests, then stop
  });
}
console.log(`nginx sirve out/ en http://127.0.0.1:${port}/${tlsPort ? ` y https://127.0.0.1:${tlsPort}/` : ''}`);
