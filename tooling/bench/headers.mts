// Grades the generated HTTPS server with Mozilla's HTTP Observatory, the reference scanner, unchanged: its
// own CLI (`src/scan.js <host>`) scans a host name on the default ports, http://<host>/ (80) and
// https://<host>/ (443), and takes no port. So the scan runs in a private network namespace made for it
// (`unshare --net`), where nginx serves out/ with sitio-tls.conf's two servers as published: port 80 sends
// every request to https, port 443 serves the site over TLS and HTTP/2. The namespace has only its own
// loopback: nothing else on the machine is reachable from it, and nothing in it from outside. The scanner
// trusts the throwaway certificate through NODE_EXTRA_CA_CERTS, so its redirection and HSTS tests see a
// valid certificate, as they would in production.
// Prints the grade, the score and every failed test; fails unless the grade is A+ with no test failed.
// The scanner (@mdn/mdn-http-observatory) is installed on first use into the user's cache, scripts off (its
// install script downloads a CA bundle, the HSTS preload list and a TLD list); the preload list it reads
// is an empty one, as for any site not preloaded. Needs a build and root (the namespace and the low ports).
// Usage: npm run bench:headers
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { isExecutable } from '../servers/debian-packages.mts';
import { cacheFolder, installCached } from '../servers/npm-cache.mts';
import { waitForServer } from '../servers/wait-for-server.mts';

/** What the scanner's CLI prints (the parts read here). */
interface ObservatoryReport {
  error?: string;
  scan: { algorithmVersion: number; grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number; data?: Record<string, string[]> }>;
}

const OBSERVATORY_VERSION = '1.4.8';
const host = 'localhost';
const root = path.resolve(import.meta.dirname, '../..');
const inside = process.argv.includes('--en-espacio-de-red');

if (!existsSync(path.join(root, 'deploy', 'nginx', 'sitio-tls.conf')) || !existsSync(path.join(root, 'out'))) {
  console.error('No hay exportación en out/: ejecute primero `npm run build`.');
  process.exit(1);
}

/** The scanner's folder, installed if missing, with the empty HSTS preload list it reads. */
function ensureObservatory() {
  const folder = installCached(
    cacheFolder(`mdn-http-observatory-${OBSERVATORY_VERSION}`),
    [`@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`],
    'node_modules/@mdn/mdn-http-observatory/src/scan.js',
  );
  const scanner = path.join(folder, 'node_modules', '@mdn', 'mdn-http-observatory');
  const preload = path.join(scanner, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return path.join(scanner, 'src', 'scan.js');
}

/** Outside: installs what is missing, then runs this script again inside a new network namespace. */
function main() {
  if (process.getuid?.() !== 0 || !isExecutable('/usr/bin/unshare')) {
    console.error('npm run bench:headers necesita root y unshare (util-linux): ejecútelo con sudo.');
    process.exit(1);
  }
  ensureObservatory();
  try {
    execFileSync(
      '/usr/bin/unshare',
      ['--net', '--', process.execPath, '--import', 'tsx', import.meta.filename, '--en-espacio-de-red'],
      { stdio: 'inherit', cwd: root },
    );
  } catch (error) {
    process.exit((error as { status?: number }).status ?? 1);
  }
}

/** Inside the namespace: loopback up, nginx on 80 and 443, the scan, the report. */
async function scanInside() {
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  const temp = mkdtempSync(path.join(tmpdir(), 'sitio-observatory-'));
  const cert = path.join(temp, 'cert.pem');
  const key = path.join(temp, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`],
      ...['-addext', `subjectAltName=DNS:${host},IP:127.0.0.1`, '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  const nginx = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', path.join(root, 'tooling', 'servers', 'serve-nginx.mts')],
      ...['--tls-redirect-port', '80', '--tls-port', '443', '--certificate', cert, '--key', key],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], cwd: root },
  );
  try {
    await waitForServer(443, { timeoutMs: 10_000, child: nginx });
    await waitForServer(80, { timeoutMs: 10_000, child: nginx });
    const output = execFileSync(process.execPath, [ensureObservatory(), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as ObservatoryReport;
    if (result.error) throw new Error(`el Observatory no pudo analizar ${host}: ${result.error}`);
    const { scan, tests } = result;
    console.log(
      `Mozilla HTTP Observatory ${OBSERVATORY_VERSION} (algoritmo ${scan.algorithmVersion}), ` +
        `https://${host}/ servido por nginx con sitio-tls.conf`,
    );
    console.log(
      `Nota: ${scan.grade} · puntuación ${scan.score} · ${scan.testsPassed} de ${scan.testsQuantity} pruebas superadas`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(tests).map(([name, test]) => [
          name,
          { superada: test.pass ? 'sí' : 'NO', resultado: test.result, puntos: test.scoreModifier },
        ]),
      ),
    );
    // The scanner joins the header's policy (frame-ancestors only) and the page's <meta> policy into one list;
    // printed so that the reader sees what it graded (docs/decisions/hosting-and-security.md says how it reads it).
    const policy = Object.entries(tests['content-security-policy']?.data ?? {})
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; ');
    console.log(`CSP tal como la leyó el Observatory (cabecera + <meta> de la página): ${policy}`);
    const failed = Object.entries(tests).filter(([, test]) => !test.pass);
    for (const [name, test] of failed) console.log(`Prueba fallida: ${name}: ${test.result}`);
    process.exitCode = scan.grade === 'A+' && failed.length === 0 ? 0 : 1;
  } finally {
    await new Promise<void>((resolve) =>
      nginx.exitCode === null ? (nginx.once('exit', () => resolve()), nginx.kill('SIGTERM')) : resolve(),
    );
    rmSync(temp, { recursive: true, force: true });
  }
}

if (inside) await scanInside();
else main();
