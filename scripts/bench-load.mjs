// Load test of the production setup: nginx with the generated configuration (scripts/serve-nginx.mjs) on
// loopback, every exported page in turn, asking for compressed responses as browsers do, for 10 seconds.
// Reports requests/s, p50/p99 latency and every response that is not 2xx/3xx; fails on any error.
// The client is Debian's wrk (installed like nginx): a load generator written in Node (autocannon was tried)
// uses a whole core to parse the responses and measures itself, about 2,300 req/s while nginx idles at 13 %.
// Needs a build. Usage: npm run bench:load [-- --connections 20 --duration 10]
import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { cmsPage } from '../deploy/host-rules.mjs';
import { encodePath } from '../lib/encodePath.mjs';
import { installDebianPackages, isExecutable } from './debian-packages.mjs';
import { freePorts } from './free-ports.mjs';
import { waitForServer } from './wait-for-server.mjs';

const wrk = process.env.WRK_PATH || '/usr/bin/wrk';
if (!isExecutable(wrk)) {
  installDebianPackages(['wrk'], 'No se encontró wrk: instálelo con `sudo apt-get install wrk`.');
}

const root = path.resolve(import.meta.dirname, '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return Number(at > 0 ? process.argv[at + 1] : fallback);
};
const connections = flag('--connections', 20);
const duration = Math.min(flag('--duration', 10), 10);

/** Every exported page as its URL path (not the error page, which answers 404 by design). */
const routes = readdirSync(path.join(root, 'out'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html') && !name.startsWith('_') && name !== '404.html' && name !== cmsPage.file)
  .map((name) => `/${name.slice(0, -'.html'.length)}`.replace(/^\/index$/, '/'))
  .sort();

const [port] = await freePorts([0]);
const nginx = spawn(
  process.execPath,
  [path.join(root, 'scripts', 'serve-nginx.mjs'), '--port', `${port}`, '--workers', `${availableParallelism()}`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const stop = () =>
  new Promise((resolve) =>
    nginx.exitCode === null ? (nginx.once('exit', resolve), nginx.kill('SIGTERM')) : resolve(),
  );
process.on('SIGINT', () => stop().then(() => process.exit(130)));

/** The figures of wrk's report (`--latency`), latencies in milliseconds. */
function parseWrk(text) {
  const milliseconds = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit];
  const percentile = (p) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)$`, 'm').exec(text);
    return match ? Math.round(milliseconds(match[1], match[2]) * 100) / 100 : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0),
    total: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
    p50: percentile(50),
    p99: percentile(99),
    nonSuccess: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

try {
  await waitForServer(port, { timeoutMs: 5000, child: nginx }).catch((error) => {
    throw new Error(`nginx ${error.message}`);
  });
  const threads = availableParallelism();
  const { stdout } = await promisify(execFile)(wrk, [
    `--threads=${threads}`,
    `--connections=${Math.max(connections, threads)}`,
    `--duration=${duration}s`,
    '--latency',
    `--script=${path.join(import.meta.dirname, 'bench-load.lua')}`,
    `http://127.0.0.1:${port}`,
    '--',
    ...routes.map(encodePath),
  ]);
  const result = parseWrk(stdout);
  const failures = result.nonSuccess + result.socketErrors;
  console.log(
    `nginx, ${routes.length} rutas en rotación, ${connections} conexiones, ${duration} s, br/gzip precomprimidos (wrk)`,
  );
  console.table({
    'peticiones/s (media)': Math.round(result.requestsPerSecond),
    'latencia p50 (ms)': result.p50,
    'latencia p99 (ms)': result.p99,
    'peticiones totales': result.total,
    'respuestas no 2xx/3xx': result.nonSuccess,
    'errores de conexión y tiempos agotados': result.socketErrors,
  });
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await stop();
}
