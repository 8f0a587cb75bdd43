// npm run bench:headers: Mozilla's HTTP Observatory, unchanged, grades sitio-tls.conf as published. Its CLI takes a
// host name and no port, so nginx serves ports 80 and 443 inside a private network namespace (`unshare --net`,
// nothing else reachable) with a throwaway certificate the scanner trusts. Fails below A+ or on a failed test.
// The scanner is installed on first use into the user's cache, scripts off, with an empty HSTS preload list.
// Needs a build and root.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { cacheFolder, installCached } from '../servers/npm-cache.mts';
import { waitForServer } from '../servers/wait-for-server.mts';

const OBSERVATORY = '@mdn/mdn-http-observatory@1.4.8';
const root = path.resolve(import.meta.dirname, '../..');

interface Scan {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function scanner(): string {
  const entry = 'node_modules/@mdn/mdn-http-observatory/src/scan.js';
  const folder = installCached(cacheFolder('mdn-http-observatory-1.4.8'), [OBSERVATORY], entry);
  const preload = path.join(folder, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return path.join(folder, entry);
}

async function scanInside() {
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  const temp = mkdtempSync(path.join(tmpdir(), 'bench-headers-'));
  const [cert, key] = [path.join(temp, 'cert.pem'), path.join(temp, 'key.pem')];
  const openssl = `req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost`;
  execFileSync('openssl', [...openssl.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const serve = `--import tsx tooling/servers/serve-nginx.mts --tls-redirect-port 80 --tls-port 443 --certificate`;
  const nginx = spawn(process.execPath, [...serve.split(' '), cert, '--key', key], {
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: root,
  });
  try {
    for (const port of [443, 80]) await waitForServer(port, { timeoutMs: 10_000, child: nginx });
    const output = execFileSync(process.execPath, [scanner(), 'localhost'], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      encoding: 'utf8',
    });
    const { error, scan, tests } = JSON.parse(output) as Scan;
    if (error) throw new Error(`the Observatory could not scan localhost: ${error}`);
    console.log(`${OBSERVATORY}: https://localhost/ served by nginx with sitio-tls.conf`);
    console.log(`Grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed} of ${scan.testsQuantity} tests passed`);
    console.table(
      Object.fromEntries(
        Object.entries(tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, points: t.scoreModifier }]),
      ),
    );
    process.exitCode = scan.grade === 'A+' && scan.testsPassed === scan.testsQuantity ? 0 : 1;
  } finally {
    await new Promise((resolve) =>
      nginx.exitCode === null ? (nginx.once('exit', resolve), nginx.kill('SIGTERM')) : resolve(null),
    );
    rmSync(temp, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('No export in out/: run `npm run build` first.');
  process.exit(1);
}
if (process.argv.includes('--inside-namespace')) await scanInside();
else if (process.getuid?.() !== 0 || !existsSync('/usr/bin/unshare')) {
  console.error('npm run bench:headers needs root and unshare (util-linux): run it with sudo.');
  process.exit(1);
} else {
  scanner(); // installed outside the namespace, which has no network
  try {
    execFileSync(
      '/usr/bin/unshare',
      ['--net', '--', process.execPath, '--import', 'tsx', import.meta.filename, '--inside-namespace'],
      { stdio: 'inherit', cwd: root },
    );
  } catch (error) {
    process.exit((error as { status?: number }).status ?? 1);
  }
}
