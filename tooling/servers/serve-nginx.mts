// Serves out/ with Debian's nginx and the generated configuration (deploy/nginx/), unprivileged, in the foreground,
// on loopback; pid, logs, temp files and a throwaway certificate in a temporary folder. --port: sitio.conf's server;
// --tls-port: sitio-tls.conf's HTTPS one (HTTP/1.1 and HTTP/2), each moved to a loopback port; --plain-port: no host
// rules, as a plain static host (try_files and 404.html). Usage: tsx tooling/servers/serve-nginx.mts --port 3113 […]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { brotliModule, nginxBinary } from './ensure-debian.mts';

const root = path.resolve(import.meta.dirname, '../..');

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const port = flag('--port');
const tlsPort = flag('--tls-port');
const plainPort = flag('--plain-port');

if (!existsSync(path.join(root, 'out', 'index.html')) || !existsSync(path.join(root, 'deploy', 'nginx'))) {
  console.error('No export in out/: run `npm run build` first.');
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

const cert = path.join(temp, 'cert.pem');
const key = path.join(temp, 'key.pem');
if (tlsPort) {
  const options =
    '-x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost';
  execFileSync('openssl', ['req', ...options.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
}

/** The server block of a site file that listens on `generatedPort`, moved to 127.0.0.1:`localPort`, out/ and the certificate. */
function siteServer(siteText: string, generatedPort: number, localPort: string): string {
  const block = siteText
    .split(/\n(?=server \{)/)
    .find((part) => part.startsWith('server {') && part.includes(`\n    listen ${generatedPort} `));
  if (!block) throw new Error(`serve-nginx: no server listens on port ${generatedPort}`);
  return block
    .replace(/^ {4}listen \[::\]:.*\n/m, '')
    .replace(`listen ${generatedPort} `, `listen 127.0.0.1:${Number(localPort)} `)
    .replace('/etc/ssl/certs/sitio.pem', cert)
    .replace('/etc/ssl/private/sitio.key', key)
    .replace('/var/www/sitio/out', path.join(root, 'out'))
    .trim();
}

const site = (name: string) => readFileSync(path.join(root, 'deploy', 'nginx', name), 'utf8');
const plainServer = (localPort: string) => `server {
        listen 127.0.0.1:${Number(localPort)};
        root ${root}/out;
        error_page 404 /404.html;
        location / {
            try_files $uri $uri.html $uri/index.html =404;
        }
    }`;
/** Each server asked for: its configuration and its address. */
const servers = [
  port && [siteServer(site('sitio.conf'), 80, port), `http://127.0.0.1:${port}/`],
  tlsPort && [siteServer(site('sitio-tls.conf'), 443, tlsPort), `https://127.0.0.1:${tlsPort}/ (HTTP/1.1 and HTTP/2)`],
  plainPort && [plainServer(plainPort), `http://127.0.0.1:${plainPort}/ (no rules)`],
].filter((server): server is [string, string] => Boolean(server));
if (!servers.length) {
  console.error('serve-nginx: give at least --port, --tls-port or --plain-port.');
  process.exit(1);
}

const mainConfig = `${hasBrotli ? `load_module ${brotliModule};` : ''}
daemon off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${temp}/${name};`).join('\n    ')}
    include snippets/sitio-maps.conf;

    ${servers.map(([config]) => config).join('\n\n    ')}
}
`;
writeFileSync(path.join(temp, 'main.conf'), mainConfig);

const nginx = spawn(nginxBinary(), ['-c', path.join(temp, 'main.conf'), '-e', path.join(temp, 'error.log')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
nginx.on('exit', (code) => {
  if (code !== 0 && !stopping) {
    const log = path.join(temp, 'error.log');
    if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
  }
  rmSync(temp, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    nginx.kill('SIGQUIT'); // graceful: finish open requests, then stop
  });
}
console.log(`nginx serves out/ on ${servers.map(([, url]) => url).join(', ')}`);
