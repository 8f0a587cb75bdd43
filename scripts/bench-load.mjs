// Load test of the production setup: nginx with the generated configuration (scripts/serve-nginx.mjs) on
// loopback, every exported page in turn, asking for compressed responses as browsers do, for 10 seconds.
// Reports requests/s, p50/p99 latency and every response that is not 2xx/3xx; fails on any error.
// Needs a build. Usage: npm run bench:load [-- --connections 20 --duration 10]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

import { encodePath } from '../lib/encodePath.mjs';
import { freePorts } from './free-ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return Number(at > 0 ? process.argv[at + 1] : fallback);
};
const connections = flag('--connections', 20);
const duration = Math.min(flag('--duration', 10), 10);

/** Every exported page as its URL path (not the error page, which answers 404 by design). */
const routes = readdirSync(path.join(root, 'out'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html') && !name.startsWith('_') && name !== '404.html')
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

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx no respondió en 5 s');
}

try {
  await waitForServer();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: routes.map((route) => ({ method: 'GET', path: encodePath(route) })),
  });
  const failures = result.errors + result.timeouts + result['4xx'] + result['5xx'];
  console.log(
    `nginx, ${routes.length} rutas en rotación, ${connections} conexiones, ${duration} s, br/gzip precomprimidos`,
  );
  console.table({
    'peticiones/s (media)': Math.round(result.requests.average),
    'latencia p50 (ms)': result.latency.p50,
    'latencia p99 (ms)': result.latency.p99,
    'peticiones totales': result.requests.total,
    'respuestas 2xx': result['2xx'],
    'respuestas no 2xx/3xx': result['4xx'] + result['5xx'],
    'errores y tiempos agotados': result.errors + result.timeouts,
  });
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await stop();
}
