// Load test of the production setup: nginx with the generated configuration (tooling/servers/serve-nginx.mts) on
// loopback, every exported page in turn, asking for compressed responses as browsers do, three runs of 10 seconds
// each: plain HTTP/1.1, HTTP/1.1 over TLS (both by wrk, 20 connections) and HTTP/2 over TLS (h2load, the same
// 20 requests in flight as a browser sends them, over 2 connections with 10 streams each). Reports requests/s,
// p50/p99 latency and every response that is not 2xx/3xx, one row per run; fails on any error.
// The clients are Debian's wrk and h2load (nghttp2-client), installed like nginx: a load generator written in
// Node measures itself rather than the server (docs/decisions/hosting-and-security.md).
// Needs a build. Usage: npm run bench:load [-- --connections 20 --duration 10]
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { encodePath } from '../../lib/encodePath.ts';
import { exportedPages } from '../export/pages.ts';
import { installDebianPackages, isExecutable } from '../servers/debian-packages.mts';
import { freePorts } from '../servers/free-ports.mts';
import { waitForServer } from '../servers/wait-for-server.mts';

/** One run's figures, latencies in milliseconds. */
interface RunFigures {
  requestsPerSecond: number;
  total: number;
  p50: number | null;
  p99: number | null;
  nonSuccess: number;
  socketErrors: number;
}

const wrk = process.env.WRK_PATH || '/usr/bin/wrk';
const h2load = process.env.H2LOAD_PATH || '/usr/bin/h2load';
const missing = [...(isExecutable(wrk) ? [] : ['wrk']), ...(isExecutable(h2load) ? [] : ['nghttp2-client'])];
if (missing.length) {
  installDebianPackages(missing, `Faltan wrk o h2load: instálelos con \`sudo apt-get install ${missing.join(' ')}\`.`);
}

const root = path.resolve(import.meta.dirname, '../..');
const flag = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return Number(at > 0 ? process.argv[at + 1] : fallback);
};
const connections = flag('--connections', 20);
const duration = Math.min(flag('--duration', 10), 10);
const h2Connections = 2;

/**
 * The pages in rotation: every page of the route table; not an error page, which answers 404 by design, nor
 * an alias's document, which nginx answers with a 301.
 */
const exportedRoutes = (dir: string): string[] =>
  exportedPages(dir)
    .filter(({ kind }) => kind === 'page')
    .map(({ route }) => route);

const routes = exportedRoutes(path.join(root, 'out')).sort();

const [port, tlsPort] = await freePorts([0, 0]);
const nginx = spawn(
  process.execPath,
  [
    ...['--import', 'tsx', path.join(root, 'tooling', 'servers', 'serve-nginx.mts')],
    ...['--port', `${port}`, '--tls-port', `${tlsPort}`, '--workers', `${availableParallelism()}`],
    ...['--keepalive-requests', '1000000'],
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], cwd: root },
);
const temp = mkdtempSync(path.join(tmpdir(), 'sitio-bench-load-'));
const stop = () =>
  new Promise<void>((resolve) =>
    nginx.exitCode === null ? (nginx.once('exit', () => resolve()), nginx.kill('SIGTERM')) : resolve(),
  ).then(() => rmSync(temp, { recursive: true, force: true }));
process.on('SIGINT', () => stop().then(() => process.exit(130)));

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The figures of wrk's report (`--latency`), latencies in milliseconds. */
function parseWrk(text: string): RunFigures {
  const units: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60000 };
  const milliseconds = (value: string, unit: string) => Number(value) * units[unit];
  const percentile = (p: number) => {
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

/** p50 and p99 of h2load's per-request log (tab-separated: start, status, microseconds), in milliseconds. */
function percentiles(logFile: string): { p50: number | null; p99: number | null } {
  const durations = readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => Number(line.split('\t')[2]) / 1000)
    .sort((a, b) => a - b);
  const at = (p: number) =>
    durations.length ? durations[Math.min(durations.length - 1, Math.floor(p * durations.length))] : null;
  return { p50: round(at(0.5)), p99: round(at(0.99)) };
}

/** The figures of h2load's report. */
function parseH2load(text: string, logFile: string): RunFigures & { protocol: string } {
  const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  const statuses = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(text);
  return {
    requestsPerSecond: Number(/finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(text)?.[1] ?? 0),
    total: count(/requests: (\d+) total/),
    ...percentiles(logFile),
    nonSuccess: statuses ? Number(statuses[3]) + Number(statuses[4]) : 0,
    socketErrors: count(/(\d+) failed/) + count(/(\d+) errored/) + count(/(\d+) timeout/),
    protocol: /Application protocol: (\S+)/.exec(text)?.[1] ?? '',
  };
}

async function runWrk(baseURL: string): Promise<RunFigures> {
  const threads = availableParallelism();
  const { stdout } = await promisify(execFile)(wrk, [
    `--threads=${threads}`,
    `--connections=${Math.max(connections, threads)}`,
    `--duration=${duration}s`,
    '--latency',
    `--script=${path.join(import.meta.dirname, 'load.lua')}`,
    baseURL,
    '--',
    ...routes.map(encodePath),
  ]);
  return parseWrk(stdout);
}

async function runH2load(baseURL: string): Promise<RunFigures & { protocol: string }> {
  const urls = path.join(temp, 'urls.txt');
  const log = path.join(temp, 'h2load.tsv');
  writeFileSync(urls, routes.map((route) => `${baseURL}${encodePath(route)}`).join('\n'));
  const { stdout } = await promisify(execFile)(h2load, [
    `--input-file=${urls}`,
    `--duration=${duration}`,
    '--warm-up-time=1',
    `--clients=${h2Connections}`,
    `--threads=${Math.min(h2Connections, availableParallelism())}`,
    `--max-concurrent-streams=${Math.ceil(connections / h2Connections)}`,
    '--header=accept-encoding: br, gzip',
    `--log-file=${log}`,
  ]);
  const result = parseH2load(stdout, log);
  if (result.protocol !== 'h2') throw new Error(`h2load negoció ${result.protocol || 'nada'}, no h2`);
  return result;
}

try {
  await waitForServer(port, { timeoutMs: 5000, child: nginx }).catch((error: Error) => {
    throw new Error(`nginx ${error.message}`);
  });
  await waitForServer(tlsPort, { timeoutMs: 5000, child: nginx });
  const runs = {
    'HTTP/1.1 (wrk)': { ...(await runWrk(`http://127.0.0.1:${port}`)), connections, streams: 1 },
    'HTTP/1.1 + TLS (wrk)': { ...(await runWrk(`https://127.0.0.1:${tlsPort}`)), connections, streams: 1 },
    'HTTP/2 + TLS (h2load)': {
      ...(await runH2load(`https://127.0.0.1:${tlsPort}`)),
      connections: h2Connections,
      streams: Math.ceil(connections / h2Connections),
    },
  };
  console.log(
    `nginx (${availableParallelism()} procesos), ${routes.length} rutas en rotación, ${duration} s por prueba, ` +
      `${connections} peticiones en curso, br/gzip precomprimidos`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(runs).map(([name, run]) => [
        name,
        {
          'peticiones/s': Math.round(run.requestsPerSecond),
          'p50 (ms)': run.p50,
          'p99 (ms)': run.p99,
          total: run.total,
          'no 2xx/3xx': run.nonSuccess,
          'errores de conexión': run.socketErrors,
          'conexiones × flujos': `${run.connections} × ${run.streams}`,
        },
      ]),
    ),
  );
  const failures = Object.values(runs).reduce((sum, run) => sum + run.nonSuccess + run.socketErrors, 0);
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await stop();
}
