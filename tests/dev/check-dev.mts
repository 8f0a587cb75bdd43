// `npm run test:dev`: starts `npm run dev`, as the staff start it, on a free loopback port and asks it for
// every route of the route table, in both languages: each must answer 200 with its page's h1. A path with accents is asked in
// each percent-encoded spelling clients send, before any other page, since the framework once failed on it
// only until another page had been rendered; each alias must answer a permanent redirect to its page, and
// an unknown path the 404 page. Stops the server whatever happens; exits 1 listing every failure.
// Usage: tsx tests/dev/check-dev.mts
import { spawn } from 'node:child_process';

import { content } from '../../lib/content.ts';
import { pageHeadings } from '../../lib/pages.ts';
import type { RouteId } from '../../lib/routes.ts';
import { freePorts } from '../../tooling/servers/free-ports.mts';
import { waitForServer } from '../../tooling/servers/wait-for-server.mts';

/** One request and what must come back: a failure message, or null. */
interface Check {
  target: string;
  what: string;
  run: () => Promise<string | null>;
}

const START_TIMEOUT_MS = 180_000;
/** The first request to each page compiles it: slow on a busy machine. */
const REQUEST_TIMEOUT_MS = 180_000;
const LOG_LINES_ON_FAILURE = 40;
const UNKNOWN_PATH = '/pagina-que-no-existe';

const started = Date.now();
const [port] = await freePorts([0]);
let log = '';
const server = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
  // Its own process group, so that the shell, npm and Next's workers all stop together.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));
const exited = new Promise((resolve) => server.once('exit', resolve));
const hasExited = () => server.exitCode !== null || server.signalCode !== null;

/** Signals the server's whole process group; false once the group is gone. */
function signalGroup(signal: NodeJS.Signals): boolean {
  if (server.pid === undefined) return false;
  try {
    process.kill(-server.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops npm and everything it started, even when npm itself has already exited. */
async function stopServer(): Promise<void> {
  if (!signalGroup('SIGTERM') || hasExited()) return;
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stopServer();
    process.exit(1);
  });
}

/** GET without following redirects. */
async function get(target: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${target}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

/** The text of every h1 of the page, tags removed and React's escapes undone. */
function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    match[1].replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (entity, name) => entities[name] ?? entity),
  );
}

/** One check: the request and what must come back. Returns a failure message, or null. */
async function expectPage(target: string, status: number, heading: string): Promise<string | null> {
  const response = await get(target);
  if (response.status !== status) return `respondió ${response.status || 'sin estado'}, se esperaba ${status}`;
  const headings = headingsOf(response.body);
  if (headings.length !== 1 || headings[0] !== heading) {
    return `su h1 es ${JSON.stringify(headings)}, se esperaba ${JSON.stringify([heading])}`;
  }
  return null;
}

async function expectRedirect(target: string, destination: string): Promise<string | null> {
  const response = await get(target);
  if (response.status !== 301 && response.status !== 308) {
    return `respondió ${response.status || 'sin estado'}, se esperaba una redirección permanente (301 o 308)`;
  }
  const location = new URL(response.location ?? '', `http://127.0.0.1:${port}`).pathname;
  return location === encodeURI(destination) ? null : `redirige a ${location}, se esperaba ${destination}`;
}

const hasAccents = (path: string) => encodeURI(path) !== path;
const routeAliases = content('es').routes.aliases;
const pages = (['es', 'en'] as const)
  .flatMap((locale) => {
    const headings = pageHeadings(locale);
    // The route table's keys are the route ids (Object.entries widens them to string).
    return Object.entries(content(locale).routes.routes).map(([id, route]) => ({
      path: route.path,
      heading: headings[id as RouteId].title,
    }));
  })
  .sort((a, b) => Number(hasAccents(b.path)) - Number(hasAccents(a.path)));
/**
 * An unknown path of each language and the heading of the 404 page that answers it. The development server
 * answers every unknown path with the Spanish page (the framework's global not-found page has no address to
 * choose by); the hosts of the export answer those under /en/ with the English one (tests/e2e/server.spec.ts).
 */
const unknownPaths = [
  { path: UNKNOWN_PATH, heading: content('es').notFound.heading },
  { path: `/en${UNKNOWN_PATH}`, heading: content('es').notFound.heading },
];
/**
 * The request targets that reach a server for a path: browsers percent-encode non-ASCII letters in
 * capitals, curl in small letters. (Raw UTF-8 bytes are not valid HTTP: Node answers them 400 itself.)
 */
const spellings = (path: string) => [
  ...new Set([encodeURI(path), encodeURI(path).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())]),
];
const checks: Check[] = [
  ...pages.flatMap((page) =>
    spellings(page.path).map((target) => ({
      target,
      what: '200 y su h1',
      run: () => expectPage(target, 200, page.heading),
    })),
  ),
  ...routeAliases.map((alias) => {
    const target = encodeURI(alias.path);
    return { target, what: `redirección a ${alias.target}`, run: () => expectRedirect(target, alias.target) };
  }),
  ...unknownPaths.map(({ path, heading }) => ({
    target: path,
    what: '404 y su h1',
    run: () => expectPage(path, 404, heading),
  })),
];

const failures: string[] = [];
try {
  await waitForServer(port, { timeoutMs: START_TIMEOUT_MS, child: server }).catch((error: Error) => {
    throw new Error(`el servidor de desarrollo ${error.message}`);
  });
  console.log(`check-dev: servidor de desarrollo en http://127.0.0.1:${port}`);
  for (const check of checks) {
    const failure = await check.run().catch((error: Error) => `no respondió: ${error.message}`);
    console.log(`  ${failure ? '✗' : '✓'} ${check.target}: ${failure ?? check.what}`);
    if (failure) failures.push(`${check.target}: ${failure}`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopServer();
}

const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length > 0) {
  console.error(
    `\nÚltimas líneas del servidor de desarrollo:\n${log.trim().split('\n').slice(-LOG_LINES_ON_FAILURE).join('\n')}`,
  );
  console.error(
    `\ncheck-dev: ${failures.length} fallo(s) en ${seconds} s:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-dev: ${checks.length} comprobaciones correctas en ${seconds} s (npm run dev sirve cada ruta).`);
